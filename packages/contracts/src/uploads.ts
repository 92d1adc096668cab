// Uploads: what an upload answers.
import { z } from 'zod';

export const uploadResult = z.object({ url: z.string(), name: z.string(), size: z.number().int(), type: z.string() });
export type UploadResult = z.infer<typeof uploadResult>;
