// Dictionaries: lookups by code that map a number to a label.
import { z } from 'zod';

export const DICT_CODES = ['SERVICE_STUDENT_WORK', 'SERVICE_STUDENT_BUSINESS', 'SERVICE_STUDENT_TYPE'] as const;
export const dictQuery = z.object({
  code: z
    .string()
    .trim()
    .min(1, { error: 'validation.dict_code_required' })
    .max(64)
    .regex(/^[A-Z0-9_]+$/, { error: 'validation.dict_code_invalid' }),
});
export const dictMap = z.record(z.string(), z.string());
export type DictMap = z.infer<typeof dictMap>;
