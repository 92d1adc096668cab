// The theoryToken: `th_<attempt id>_<HMAC(secret, attempt id + the attempt's nonce)>`, made here and read here. The
// routes take it from the Authorization header (core/tokens.ts reads the bearer for every caller) and hand the engine
// the parsed value, never the header.
import { createHmac } from 'node:crypto';

/** A presented theoryToken of the right form; whether it is one of ours is the engine's check (attemptOf). */
export interface TheoryToken {
  attemptId: number;
  /** The whole token as presented, compared in constant time with the one the attempt's secret makes. */
  value: Buffer;
}

const FORM = /^th_(\d{1,10})_([\w-]{43})$/;
/** Attempt ids are PostgreSQL integers: a larger number names none. */
const ID_MAX = 2_147_483_647;

/** The theoryToken of an attempt, reissued unchanged on resume (a second device shares it). */
export function mintTheoryToken(secret: string, attempt: { id: number; tokenHash: string }): string {
  const mac = createHmac('sha256', secret).update(`theory:${attempt.id}:${attempt.tokenHash}`).digest('base64url');
  return `th_${attempt.id}_${mac}`;
}

/** The presented text as a theoryToken, or null when it is not of the form (a session token, nothing, junk). */
export function parseTheoryToken(presented: string | null): TheoryToken | null {
  const match = presented ? FORM.exec(presented) : null;
  const attemptId = Number(match?.[1]);
  if (!match || !presented || attemptId > ID_MAX) return null;
  return { attemptId, value: Buffer.from(presented) };
}
