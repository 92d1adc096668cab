// Login and token refresh.
import { z } from 'zod';
import { roleSchema } from './roles.ts';

export const loginBody = z.object({
  username: z
    .string()
    .normalize('NFKC')
    .trim()
    .min(1, { error: 'validation.username_required' })
    .max(64, { error: 'validation.too_long' }),
  password: z.string().min(1, { error: 'validation.password_required' }).max(128, { error: 'validation.too_long' }),
  role: roleSchema,
});
export type LoginBody = z.infer<typeof loginBody>;

export const tokenResponse = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number().int(),
  token_type: z.literal('Bearer'),
  secret: z.string(),
});
export type TokenResponse = z.infer<typeof tokenResponse>;
