// Captcha: a proof of work (ALTCHA) a browser solves before a public form is sent; its path, kind and lifetime
// (schema-free). How much work it takes is the server's CAPTCHA_MAX_NUMBER.

export const CAPTCHA_API = {
  /** GET: a new signed challenge; its solution answers one send of the form it protects. */
  challenge: '/p/v1/captcha',
} as const;

/**
 * The key derivation each attempt runs: PBKDF2 is native in every browser's WebCrypto (no WebAssembly, which the
 * page's Content-Security-Policy does not allow) and in node:crypto.
 */
export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256';
/** How long a challenge can be solved and sent; the page solves a new one when it runs out. */
export const CAPTCHA_TTL_S = 600;
