// The download centre: an export's row and the answer to queuing one.
import { z } from 'zod';
import { EXPORT_STATUSES } from './exports.api.ts';

export const exportRow = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.string(),
  status: z.enum(EXPORT_STATUSES),
  progress: z.number().int(),
  size: z.number().int(),
  error: z.string(),
  url: z.string(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  expires_at: z.string().nullable(),
});
export type ExportRow = z.infer<typeof exportRow>;
export const exportQueued = z.object({ id: z.number().int(), status: z.enum(EXPORT_STATUSES) });
