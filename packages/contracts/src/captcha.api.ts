// Captcha: the product's own image captcha for public forms; its path, form fields and limits (schema-free).

export const CAPTCHA_API = {
  /** GET: a new challenge { id, image }; the answer is checked once, by the form it is sent with. */
  challenge: '/p/v1/captcha',
} as const;

/** The body fields a public form sends its captcha in. */
export const CAPTCHA_FIELDS = { id: 'captcha_id', answer: 'captcha' } as const;

/** Characters drawn on one image; answers are compared ignoring case. */
export const CAPTCHA_LENGTH = 5;
/** How long a challenge can be answered. */
export const CAPTCHA_TTL_S = 300;
