// Captcha: the ALTCHA challenge the server signs and the one field a public form adds to its body.
import { z } from 'zod';

/** ALTCHA's challenge (proof of work v2): every parameter is covered by the signature, so none may be dropped. */
export const captchaChallenge = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number().int(),
    keyLength: z.number().int(),
    keyPrefix: z.string(),
    keySignature: z.string(),
    /** Unix seconds. */
    expiresAt: z.number().int(),
  }),
  signature: z.string(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallenge>;

/** The widget's payload is base64 of the challenge and its solution: under 1000 characters. */
const PAYLOAD_MAX = 4000;
const captchaPayload = z
  .string({ error: 'captcha.required' })
  .trim()
  .min(1, { error: 'captcha.required' })
  .max(PAYLOAD_MAX, { error: 'captcha.invalid' });

/** Spread into a form's body schema: `z.object({ ...fields, ...captchaAnswer.shape })`. */
export const captchaAnswer = z.object({ captcha: captchaPayload });
export type CaptchaAnswer = z.infer<typeof captchaAnswer>;

/** For a form that reports a missing captcha together with its other mistakes (the survey): '' when absent. */
export const optionalCaptchaAnswer = z.object({
  captcha: z.string().trim().max(PAYLOAD_MAX, { error: 'captcha.invalid' }).default(''),
});
