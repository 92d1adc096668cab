// Online sessions: the rows administrators and users see, and the administrators' filters.
import { z } from 'zod';
import { pageQuery } from './envelope.ts';
import { roleSchema } from './roles.ts';

export const sessionRow = z.object({
  id: z.string(),
  user_id: z.number().int(),
  username: z.string(),
  name: z.string(),
  role: roleSchema,
  site: z.string(),
  ip: z.string(),
  user_agent: z.string(),
  created_at: z.string(),
  last_activity_at: z.string(),
  current: z.boolean(),
});
export type SessionRow = z.infer<typeof sessionRow>;
export const sessionListQuery = pageQuery.extend({
  username: z.string().trim().max(64).optional(),
  role: roleSchema.optional(),
});
