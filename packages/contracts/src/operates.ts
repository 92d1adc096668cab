// Operate guide and new-feature list, with the user's access log (SPEC sections 3 and 4).
import { z } from 'zod';

const attachment = z.object({ id: z.number().int(), name: z.string(), url: z.string() });
export const featureItem = z.object({
  id: z.number().int(),
  name: z.string(),
  content: z.string(),
  edit_time: z.string(),
  attachment_id: z.array(attachment),
});
export type FeatureItem = z.infer<typeof featureItem>;

export const operateShow = z.object({
  is_show: z.union([z.literal(0), z.literal(1)]),
  access_log: z.object({ access_time: z.string() }).nullable(),
  operate: z.object({ edit_time: z.string() }).nullable(),
});
export type OperateShow = z.infer<typeof operateShow>;

export const functionShow = z.object({
  is_show: z.union([z.literal(0), z.literal(1)]),
  access_log: z.array(z.object({ access_time: z.string() })),
  list: z.array(z.object({ edit_time: z.string() })),
});
export type FunctionShow = z.infer<typeof functionShow>;

export const operateInfo = z.object({
  manual: z.string(),
  edit_time: z.string(),
  feature: z.array(featureItem),
});
export type OperateInfo = z.infer<typeof operateInfo>;

export const functionInfo = z.object({ list: z.array(featureItem) });
export type FunctionInfo = z.infer<typeof functionInfo>;
