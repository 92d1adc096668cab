// The public forms' captcha, an ALTCHA proof of work: challenges signed with keys derived from TOKEN_SECRET and
// carrying their expiry, each solution checked against the signed key and spent once in the shared state (Redis
// when configured, so a solution replayed on another instance is refused too).
import { createHmac, randomInt } from 'node:crypto';
import { CAPTCHA_ALGORITHM, CAPTCHA_TTL_S, type CaptchaChallenge } from '@etp/contracts';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import { fieldError } from '../errors.ts';
import type { SharedState } from '../shared-state.ts';

/** PBKDF2 iterations of one attempt: enough that a browser's per-call overhead stays small beside the work. */
export const CAPTCHA_ITERATIONS = 1000;

const hex = (bytes: number) => z.string().regex(new RegExp(`^[0-9a-f]{${bytes * 2}}$`));
/**
 * The widget's payload (base64 JSON). The parameters stay loose: the signature covers all of them, so a key added
 * or dropped on the way fails the signature rather than slipping through a stricter parse.
 */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: hex(16),
      salt: z.string(),
      cost: z.number().int().positive(),
      keyLength: z.number().int().positive(),
      keyPrefix: z.string(),
      expiresAt: z.number().int().positive(),
    }),
    signature: hex(32),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: hex(32) }),
});
type Payload = z.infer<typeof payloadSchema>;

function decode(text: string): Payload | null {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(text, 'base64').toString('utf8'));
  } catch {
    return null; // not JSON: an unreadable payload is a wrong one
  }
  const parsed = payloadSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** A key of its own for each use of the server secret, as the media and live tokens derive theirs. */
const purposeKey = (secret: string, purpose: string) => createHmac('sha256', secret).update(purpose).digest('hex');

export class CaptchaChallenges {
  private readonly signatureSecret: string;
  private readonly keySecret: string;

  constructor(
    private readonly state: SharedState,
    secret: string,
    /** The highest counter a challenge hides: the browser derives up to this many keys (CAPTCHA_MAX_NUMBER). */
    private readonly maxNumber: number,
    private readonly ttlS = CAPTCHA_TTL_S,
  ) {
    this.signatureSecret = purposeKey(secret, 'captcha-challenge');
    this.keySecret = purposeKey(secret, 'captcha-key');
  }

  /**
   * A new challenge. Its counter is drawn from the upper half of the range, so every challenge costs at least half
   * the maximum work (ALTCHA's deterministic mode); the signed key signature lets the check skip re-deriving.
   */
  async issue(): Promise<CaptchaChallenge> {
    const challenge = await createChallenge({
      algorithm: CAPTCHA_ALGORITHM,
      cost: CAPTCHA_ITERATIONS,
      counter: randomInt(Math.ceil(this.maxNumber / 2), this.maxNumber + 1),
      deriveKey,
      expiresAt: Math.floor(Date.now() / 1000) + this.ttlS,
      hmacSignatureSecret: this.signatureSecret,
      hmacKeySignatureSecret: this.keySecret,
    });
    return challenge as CaptchaChallenge;
  }

  /**
   * Whether `text` is a solved, unexpired challenge of this server that nobody has sent before. Only a verified
   * solution is recorded as spent, so forged payloads cannot fill the shared state.
   */
  async check(text: string): Promise<boolean> {
    const payload = decode(text);
    if (!payload) return false;
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: this.signatureSecret,
      hmacKeySignatureSecret: this.keySecret,
    });
    if (!result.verified) return false;
    // One use: the first to count the nonce wins, atomically (INCR in Redis); the mark lasts as long as the challenge
    // could still be sent, plus a minute for instances whose clocks differ.
    const { nonce, expiresAt } = payload.challenge.parameters;
    const lifetimeMs = expiresAt * 1000 - Date.now() + 60_000;
    const { count } = await this.state.hit(`captcha:spent:${nonce}`, Math.max(lifetimeMs, 1000));
    return count === 1;
  }

  /** check(), or a 400 whose message sits on the form's `captcha` field. */
  async verify(text: string): Promise<void> {
    if (!(await this.check(text))) throw fieldError(400, 'captcha.invalid', 'captcha');
  }
}
