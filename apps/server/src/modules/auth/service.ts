// Login, token refresh with rotation and reuse detection, and logout.
import { randomUUID } from 'node:crypto';
import type { LoginBody, TokenResponse } from '@etp/contracts';
import type { ProfileService } from '@/core/profiles.ts';
import type { EndReason, SessionService } from '@/core/sessions.ts';
import { hashRefreshToken, type TokenService } from '@/core/tokens.ts';
import type { Db } from '@/db/client.ts';
import type { AttemptLimiter } from '@/lib/attempt-limit.ts';
import { AppError, badRequest, forbidden, sessionEnded, unauthorized } from '@/lib/errors.ts';
import { dummyPasswordHash, verifyPassword } from '@/lib/password.ts';
import type { PersonalDataCipher } from '@/lib/personal-data/index.ts';
import type { LogService } from '@/modules/logs/index.ts';
import { addRefreshToken, refreshTokenByHash, rotateRefreshToken } from '@/modules/sessions/index.ts';
import { accountByLoginName, loginCounterKey } from '@/modules/users/index.ts';

export interface ClientInfo {
  ip: string;
  userAgent: string;
  siteId: number | null;
  /** The site's domain, for the login log. */
  site: string;
}

export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly tokens: TokenService,
    private readonly sessions: SessionService,
    private readonly profiles: ProfileService,
    private readonly limiter: AttemptLimiter,
    private readonly logs: LogService,
    private readonly personalData: PersonalDataCipher,
  ) {}

  /** Logs in and writes the attempt to the login log, success or failure (rate-limited attempts are not logged). */
  async login(body: LoginBody, client: ClientInfo): Promise<TokenResponse> {
    const username = body.username.trim();
    // `Admin`, `ADMIN` and full-width letters are one account, and one counter; a phone counts by its hash.
    const key = loginCounterKey(this.personalData, username);
    await this.limiter.attempt(key, client.ip);
    const entry = { username, role: body.role, ip: client.ip, userAgent: client.userAgent, site: client.site };
    try {
      const { tokens, userId } = await this.checkAndStart(username, body, client);
      await this.limiter.succeeded(key, client.ip);
      await this.logs.recordLogin({ ...entry, userId, success: true, reason: '' });
      return tokens;
    } catch (error) {
      if (error instanceof AppError) {
        if (error.key === 'auth.bad_credentials') await this.limiter.failed(key, client.ip);
        await this.logs.recordLogin({ ...entry, userId: null, success: false, reason: error.key });
      }
      throw error;
    }
  }

  private async checkAndStart(username: string, body: LoginBody, client: ClientInfo) {
    // Students sign in with their phone: found by its keyed hash (the stored username is only its mask).
    const user = await accountByLoginName(this.db, this.personalData, username);
    // Verify against a dummy hash for unknown users so timing does not reveal which usernames exist.
    const passwordOk = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), body.password);
    if (!user || !passwordOk) throw badRequest('auth.bad_credentials');
    if (user.status !== 'active') throw forbidden('auth.account_disabled');
    const profile = await this.profiles.get(user.id);
    if (!profile?.roles.includes(body.role)) throw badRequest('auth.role_not_granted');

    const sessionId = randomUUID();
    const refresh = this.tokens.newRefreshToken();
    const endedIds = await this.db.transaction(async (tx) => {
      // One live student session per account: logging in again ends the older one.
      const ended =
        body.role === 'student'
          ? await this.sessions.endOthers(user.id, 'student', sessionId, 'session.ended.logged_in_elsewhere', tx)
          : [];
      await this.sessions.create(
        {
          id: sessionId,
          userId: user.id,
          role: body.role,
          ip: client.ip,
          userAgent: client.userAgent,
          siteId: client.siteId,
        },
        tx,
      );
      await addRefreshToken(tx, { sessionId, tokenHash: refresh.hash, expiresAt: refresh.expiresAt });
      return ended;
    });
    await Promise.all(endedIds.map((id) => this.sessions.broadcast(id, 'session.ended.logged_in_elsewhere')));
    return { userId: user.id, tokens: await this.tokenResponse(user.id, sessionId, body.role, refresh.token) };
  }

  /** Exchanges a refresh token for new tokens; a token presented twice ends the whole session. */
  async refresh(presented: string): Promise<TokenResponse> {
    const hash = hashRefreshToken(presented);
    const row = await refreshTokenByHash(this.db, hash);
    if (!row) throw unauthorized('auth.refresh_invalid');
    const { token, session } = row;
    if (session.endedAt) throw sessionEnded((session.endReason ?? 'session.ended.logout') as EndReason);
    if (token.rotatedAt) {
      await this.sessions.end(session.id, 'session.ended.refresh_reused');
      throw new AppError(401, 'auth.refresh_reused');
    }
    if (token.expiresAt.getTime() <= Date.now()) throw unauthorized('auth.refresh_invalid');

    const next = this.tokens.newRefreshToken();
    // Only one of two racing refreshes wins the rotation; the loser is treated as reuse.
    const rotated = await rotateRefreshToken(this.db, token.id, {
      sessionId: session.id,
      tokenHash: next.hash,
      expiresAt: next.expiresAt,
    });
    if (!rotated) {
      await this.sessions.end(session.id, 'session.ended.refresh_reused');
      throw new AppError(401, 'auth.refresh_reused');
    }
    this.sessions.forget(session.id);
    return this.tokenResponse(session.userId, session.id, session.role as LoginBody['role'], next.token);
  }

  async logout(sessionId: string): Promise<void> {
    await this.sessions.end(sessionId, 'session.ended.logout');
  }

  private async tokenResponse(
    userId: number,
    sessionId: string,
    role: LoginBody['role'],
    refreshToken: string,
  ): Promise<TokenResponse> {
    return {
      access_token: await this.tokens.signAccess({ userId, sessionId, role }),
      refresh_token: refreshToken,
      expires_in: this.tokens.accessTtlS,
      token_type: 'Bearer',
      secret: this.tokens.userSecret(userId),
    };
  }
}
