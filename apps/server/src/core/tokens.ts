// Access tokens (short-lived HS256 JWTs with sub, sid, role) and opaque refresh tokens stored only as hashes.
import { createHash, createHmac, createSecretKey, type KeyObject, randomBytes, timingSafeEqual } from 'node:crypto';
import { type Role, roleSchema } from '@etp/contracts';
import { SignJWT } from 'jose';

const ALGORITHM = 'HS256';
const ISSUER = 'etp';
const AUDIENCE = 'etp-web';
/** One unpadded base64url segment. */
const SEGMENT = /^[A-Za-z0-9_-]+$/;
const HS256_BYTES = 32;
/** Tokens already verified, by their exact text: most requests carry one the instance has seen. */
const VERIFIED_CACHE_SIZE = 10_000;

export interface AccessClaims {
  userId: number;
  sessionId: string;
  role: Role;
}

interface Verified {
  claims: AccessClaims;
  /** Seconds since the epoch: the token's exp, and its nbf (0 when it has none). */
  exp: number;
  nbf: number;
}

export class TokenService {
  private readonly key: Uint8Array;
  /**
   * The claims of tokens whose signature and claims were checked, keyed by the token's exact text (so a hit is the
   * same signed bytes). Only time changes a verified token's answer: exp and nbf are checked on every hit. Revoked
   * sessions are the session check's business (sessions.ts), not this one's. Oldest entries go first at the cap.
   */
  private readonly verified = new Map<string, Verified>();
  /** The same secret as a node:crypto key, for the synchronous check of every request's token. */
  private readonly verifyKey: KeyObject;

  constructor(
    secret: string,
    readonly accessTtlS: number,
    readonly refreshTtlS: number,
  ) {
    this.key = new TextEncoder().encode(secret);
    this.verifyKey = createSecretKey(Buffer.from(this.key));
    this.hmacSecret = secret;
  }

  private readonly hmacSecret: string;

  signAccess(claims: AccessClaims): Promise<string> {
    return new SignJWT({ sid: claims.sessionId, role: claims.role })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${this.accessTtlS}s`)
      .sign(this.key);
  }

  /**
   * Returns the claims of a valid token, or null for anything else (expired, forged, alg none, foreign key).
   *
   * Every authenticated request runs this, so it is synchronous node:crypto rather than jose's jwtVerify: that goes
   * through WebCrypto, which imports the key and runs the HMAC as a thread-pool job on every call (about a quarter
   * of the CPU of a cached API call). The checks are jose's for our tokens: compact form, HS256 only (header alg,
   * no crit/b64), a constant-time signature comparison, then iss, aud, exp (required), nbf and iat.
   */
  verifyAccess(token: string): AccessClaims | null {
    const known = this.verified.get(token);
    if (known) {
      const now = Math.floor(Date.now() / 1000);
      if (known.exp > now && known.nbf <= now) return known.claims;
      this.verified.delete(token);
      return null;
    }
    const checked = this.check(token);
    if (checked) {
      if (this.verified.size >= VERIFIED_CACHE_SIZE) {
        const oldest = this.verified.keys().next().value;
        if (oldest !== undefined) this.verified.delete(oldest);
      }
      this.verified.set(token, checked);
    }
    return checked?.claims ?? null;
  }

  private check(token: string): Verified | null {
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [encodedHeader = '', encodedPayload = '', encodedSignature = ''] = parts;
    if (!SEGMENT.test(encodedHeader) || !SEGMENT.test(encodedPayload) || !SEGMENT.test(encodedSignature)) return null;
    const signature = Buffer.from(encodedSignature, 'base64url');
    // Canonical encoding only: one token, one spelling.
    if (signature.length !== HS256_BYTES || signature.toString('base64url') !== encodedSignature) return null;
    const expected = createHmac('sha256', this.verifyKey).update(`${encodedHeader}.${encodedPayload}`).digest();
    if (!timingSafeEqual(signature, expected)) return null;

    const header = parseJsonObject(encodedHeader);
    if (!header || header.alg !== ALGORITHM || 'crit' in header || 'b64' in header) return null;
    const payload = parseJsonObject(encodedPayload);
    if (!payload) return null;
    const now = Math.floor(Date.now() / 1000);
    if (payload.iss !== ISSUER) return null;
    const audience = payload.aud;
    if (audience !== AUDIENCE && !(Array.isArray(audience) && audience.includes(AUDIENCE))) return null;
    if (typeof payload.exp !== 'number' || payload.exp <= now) return null;
    if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > now)) return null;
    if (payload.iat !== undefined && typeof payload.iat !== 'number') return null;

    const { sub, sid } = payload;
    const userId = Number(sub);
    if (typeof sub !== 'string' || !Number.isSafeInteger(userId) || typeof sid !== 'string') return null;
    const role = roleSchema.safeParse(payload.role);
    if (!role.success) return null;
    return { claims: { userId, sessionId: sid, role: role.data }, exp: payload.exp, nbf: payload.nbf ?? 0 };
  }

  newRefreshToken(): { token: string; hash: string; expiresAt: Date } {
    const token = randomBytes(32).toString('base64url');
    return { token, hash: hashRefreshToken(token), expiresAt: new Date(Date.now() + this.refreshTtlS * 1000) };
  }

  /** A stable per-user secret carried by the annual-report link; reveals nothing about the signing key. */
  userSecret(userId: number): string {
    return createHmac('sha256', this.hmacSecret).update(`report:${userId}`).digest('base64url').slice(0, 32);
  }
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Reads a token from an Authorization header, with or without the 'Bearer ' prefix. */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const value = header.startsWith('Bearer ') ? header.slice(7) : header;
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.length < 4096 ? trimmed : null;
}

/** Decodes one base64url JSON segment; null unless it is a JSON object. */
function parseJsonObject(segment: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
