// Captcha: the challenge the server answers and the two fields a public form adds to its body.
import { z } from 'zod';

export const captchaChallenge = z.object({
  id: z.string(),
  /** A data: URI of an SVG image. */
  image: z.string(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallenge>;

/** Spread into a form's body schema: `z.object({ ...fields, ...captchaAnswer.shape })`. */
export const captchaAnswer = z.object({
  captcha_id: z
    .string({ error: 'captcha.required' })
    .trim()
    .min(1, { error: 'captcha.required' })
    .max(64, { error: 'captcha.invalid' }),
  captcha: z
    .string({ error: 'captcha.required' })
    .trim()
    .min(1, { error: 'captcha.required' })
    .max(16, { error: 'captcha.invalid' }),
});
export type CaptchaAnswer = z.infer<typeof captchaAnswer>;
