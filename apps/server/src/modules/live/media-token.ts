// Short-lived signed passes for the player and the chat stream, which cannot send an Authorization header: the
// query carries `t`, bound to one session and one user, checked by HMAC and expiry.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { mediaTokenExpiry } from '@/lib/media-token-life.ts';

export interface MediaPass {
  sessionId: number;
  userId: number;
  /** The role the holder watches in (the chat shows it). */
  role: string;
  /** Seconds since the epoch. */
  exp: number;
}

export class MediaTokens {
  private readonly key: string;
  constructor(secret: string) {
    // A key of its own: a media pass is never an access token and the other way round.
    this.key = createHmac('sha256', secret).update('live-media-pass').digest('base64url');
  }

  private mac(body: string) {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }

  /** A pass that holds 15 to 20 minutes (as course media tokens); the watch page renews it before it expires. */
  sign(pass: Omit<MediaPass, 'exp'>, now: Date): { token: string; expiresAt: Date } {
    const exp = mediaTokenExpiry(now.getTime());
    const body = `${pass.sessionId}.${pass.userId}.${pass.role}.${exp}`;
    return { token: `${body}.${this.mac(body)}`, expiresAt: new Date(exp * 1000) };
  }

  /** The pass if `token` is one this server signed for `sessionId` and it has not expired; null otherwise. */
  verify(token: string, sessionId: number, now: Date): MediaPass | null {
    const parts = token.split('.');
    if (parts.length !== 5) return null;
    const [id, user, role, exp, mac] = parts as [string, string, string, string, string];
    const expected = Buffer.from(this.mac(`${id}.${user}.${role}.${exp}`));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    if (Number(id) !== sessionId || Number(exp) * 1000 <= now.getTime()) return null;
    return { sessionId, userId: Number(user), role, exp: Number(exp) };
  }
}
