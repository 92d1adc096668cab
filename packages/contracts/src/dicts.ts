// Dictionaries: lookups by code that map a number to a label, and their administration.
import { z } from 'zod';
import { boundedText, multilineText } from './common.ts';
import { pageQuery } from './envelope.ts';

/** A dictionary code: upper-case letters, digits and underscores (the one rule for lookup and administration). */
export const dictCode = z
  .string({ error: 'validation.dict_code_required' })
  .trim()
  .min(1, { error: 'validation.dict_code_required' })
  .max(64, { error: 'validation.too_long' })
  .regex(/^[A-Z0-9_]+$/, { error: 'validation.dict_code_invalid' });

export const dictQuery = z.object({ code: dictCode });
export const dictMap = z.record(z.string(), z.string());
export type DictMap = z.infer<typeof dictMap>;

// Administration ---------------------------------------------------------------------------------

export const dictCodeParams = z.object({ code: dictCode });
export const dictTypeListQuery = pageQuery.extend({ keyword: z.string().trim().max(64).optional() });
export const dictTypeRow = z.object({
  code: z.string(),
  name: z.string(),
  name_en: z.string(),
  remark: z.string(),
  item_count: z.number().int(),
});
export type DictTypeRow = z.infer<typeof dictTypeRow>;
export const dictTypeUpdate = z.object({
  name: boundedText(64, 'admin.dict_name_required'),
  name_en: boundedText(100).default(''),
  remark: multilineText(500).default(''),
});
export const dictTypeCreate = dictTypeUpdate.extend({ code: dictCode });
export type DictTypeCreate = z.infer<typeof dictTypeCreate>;

export const dictItemQuery = z.object({ code: dictCode });
export const dictItemRow = z.object({
  id: z.number().int(),
  code: z.string(),
  value: z.number().int(),
  label: z.string(),
  /** The English label; empty when there is none (the lookup answers the Chinese one). */
  label_en: z.string(),
  order_num: z.number().int(),
});
export type DictItemRow = z.infer<typeof dictItemRow>;
export const dictItemUpdate = z.object({
  value: z
    .number({ error: 'admin.dict_value_invalid' })
    .int({ error: 'admin.dict_value_invalid' })
    .min(0, { error: 'admin.dict_value_invalid' })
    .max(999_999, { error: 'admin.dict_value_invalid' }),
  label: boundedText(64, 'admin.dict_label_required'),
  label_en: boundedText(100).default(''),
  order_num: z.number().int().min(0).max(100_000).default(0),
});
export const dictItemCreate = dictItemUpdate.extend({ code: dictCode });
export type DictItemCreate = z.infer<typeof dictItemCreate>;
