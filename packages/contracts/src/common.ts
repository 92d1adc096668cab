// Schema pieces the domain modules share: bounded texts and ids in the path. (Paging is in envelope.ts.)
import { z } from 'zod';

/**
 * A trimmed text of at most `max` characters (longer: `validation.too_long`). With `requiredKey`, a missing
 * or empty text answers with that message key.
 */
export const boundedText = (max: number, requiredKey?: string) =>
  requiredKey
    ? z.string({ error: requiredKey }).trim().min(1, { error: requiredKey }).max(max, { error: 'validation.too_long' })
    : z.string().trim().max(max, { error: 'validation.too_long' });

/** A row id: a positive 32-bit integer (path parameters arrive as strings). */
export const entityId = z.coerce.number().int().positive().max(2_147_483_647);
export const idParams = z.object({ id: entityId });
export const uuidParams = z.object({ id: z.uuid({ error: 'validation.invalid' }) });
