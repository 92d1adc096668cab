// Access tokens (short-lived HS256 JWTs with sub, sid, role) and opaque refresh tokens stored only as hashes.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { type Role, roleSchema } from '@etp/contracts';
import { errors, jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';
const ISSUER = 'etp';
const AUDIENCE = 'etp-web';

export interface AccessClaims {
  userId: number;
  sessionId: string;
  role: Role;
}

export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    readonly accessTtlS: number,
    readonly refreshTtlS: number,
  ) {
    this.key = new TextEncoder().encode(secret);
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

  /** Returns the claims of a valid token, or null for anything else (expired, forged, alg none, foreign key). */
  async verifyAccess(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
      });
      const userId = Number(payload.sub);
      const role = roleSchema.safeParse(payload.role);
      if (!Number.isSafeInteger(userId) || typeof payload.sid !== 'string' || !role.success) return null;
      return { userId, sessionId: payload.sid, role: role.data };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
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
