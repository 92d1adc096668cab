// Login attempt limits per username and per IP (fixed windows, shared through Redis when configured).
import { tooManyRequests } from '@/lib/errors.ts';
import type { SharedState } from '@/lib/shared-state.ts';

export class LoginLimiter {
  constructor(
    private readonly state: SharedState,
    private readonly perUsername: number,
    private readonly perIp: number,
    private readonly windowS: number,
  ) {}

  /** Counts one attempt; throws 429 with a readable wait time once either limit is passed. */
  async attempt(username: string, ip: string): Promise<void> {
    const windowMs = this.windowS * 1000;
    const [byUser, byIp] = await Promise.all([
      this.state.hit(`login:user:${username.toLowerCase()}`, windowMs),
      this.state.hit(`login:ip:${ip}`, windowMs),
    ]);
    const over = [byUser.count > this.perUsername ? byUser.resetMs : 0, byIp.count > this.perIp ? byIp.resetMs : 0];
    const waitMs = Math.max(...over);
    if (waitMs > 0) throw tooManyRequests('error.login_rate_limited', Math.max(1, Math.ceil(waitMs / 1000)));
  }

  /** A successful login forgives the username's failed attempts. */
  async succeeded(username: string): Promise<void> {
    await this.state.del(`login:user:${username.toLowerCase()}`);
  }
}
