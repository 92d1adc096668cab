// Regions: the division tree's rows and their administration.
import { z } from 'zod';
import { boundedText } from './common.ts';
import { REGION_LEVELS } from './regions.api.ts';

/** A six-digit division code. */
export const divisionCode = z.string({ error: 'admin.region_code_invalid' }).regex(/^\d{6}$/, {
  error: 'admin.region_code_invalid',
});
export const regionCodeParams = z.object({ code: divisionCode });
export const regionQuery = z.object({ parent: divisionCode.optional() });
export const regionRow = z.object({
  code: z.string(),
  name: z.string(),
  level: z.enum(REGION_LEVELS),
  parent_code: z.string().nullable(),
  has_children: z.boolean(),
});
export type RegionRow = z.infer<typeof regionRow>;
export const regionUpdate = z.object({ name: boundedText(50, 'admin.region_name_required') });
export const regionCreate = regionUpdate.extend({
  code: divisionCode,
  parent_code: divisionCode.nullable().default(null),
});
export type RegionCreate = z.infer<typeof regionCreate>;
