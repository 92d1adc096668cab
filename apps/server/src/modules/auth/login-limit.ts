// Login attempt limits (OWASP authentication guidance): wrong passwords slow down the one (username, address) pair
// that made them, progressively, instead of locking the account for everyone; an address is also limited across
// usernames. Counted in the shared state (Redis when configured: exact across instances).
import { tooManyRequests } from '@/lib/errors.ts';
import type { SharedState } from '@/lib/shared-state.ts';

/** The first wait once the free attempts are used, doubled with each further failure, up to the window. */
const FIRST_WAIT_MS = 1000;

export class LoginLimiter {
  constructor(
    private readonly state: SharedState,
    /** Failed attempts a (username, address) pair makes before it has to wait. */
    private readonly freeFailures: number,
    private readonly perIp: number,
    private readonly windowS: number,
  ) {}

  private pair(usernameKey: string, ip: string) {
    return `login:fail:${ip}:${usernameKey}`;
  }

  /**
   * Counts one attempt of the address and checks the pair's wait; throws 429 with a readable wait time when the
   * address is over its limit or the pair must still wait after its last failure.
   */
  async attempt(usernameKey: string, ip: string): Promise<void> {
    const windowMs = this.windowS * 1000;
    const pair = this.pair(usernameKey, ip);
    const [byIp, failures, lastAt] = await Promise.all([
      this.state.hit(`login:ip:${ip}`, windowMs),
      this.state.get(pair),
      this.state.get(`${pair}:at`),
    ]);
    let waitMs = byIp.count > this.perIp ? byIp.resetMs : 0;
    const failed = Number(failures ?? 0);
    if (failed >= this.freeFailures) {
      const delayMs = Math.min(windowMs, FIRST_WAIT_MS * 2 ** Math.min(failed - this.freeFailures, 30));
      waitMs = Math.max(waitMs, Number(lastAt ?? 0) + delayMs - Date.now());
    }
    if (waitMs > 0) throw tooManyRequests('error.login_rate_limited', Math.max(1, Math.ceil(waitMs / 1000)));
  }

  /** A wrong password (or unknown username) from this address: one more failure for the pair. */
  async failed(usernameKey: string, ip: string): Promise<void> {
    const windowMs = this.windowS * 1000;
    const pair = this.pair(usernameKey, ip);
    await Promise.all([this.state.hit(pair, windowMs), this.state.set(`${pair}:at`, String(Date.now()), windowMs)]);
  }

  /** A successful login proves the password from this address: it forgives this pair's failures, no one else's. */
  async succeeded(usernameKey: string, ip: string): Promise<void> {
    const pair = this.pair(usernameKey, ip);
    await Promise.all([this.state.del(pair), this.state.del(`${pair}:at`)]);
  }
}
