// Limits on guessing a secret (a password; a person's name and ID number), after OWASP's authentication guidance:
// failures slow down the one (subject, address) pair that made them, progressively, instead of locking the subject
// out for everyone, and an address is limited in the failures it makes across subjects. A success costs nothing, so
// a classroom behind one address (NAT) signs in or identifies itself at once, and nobody's failures elsewhere stand
// in the way of the right answer. Counted in the shared state (Redis when configured: exact across instances).
import type { MessageKey } from '@etp/contracts';
import { tooManyRequests } from '@/lib/errors.ts';
import type { SharedState } from '@/lib/shared-state.ts';

/** The first wait once the free failures are used, doubled with each further failure, up to the window. */
const FIRST_WAIT_MS = 1000;

export interface AttemptLimits {
  /** Failures a (subject, address) pair makes before it has to wait. */
  freeFailures: number;
  /** Failures an address makes across subjects before it waits for the end of the window. */
  perAddress: number;
  /** The window of both counts, and the longest wait. */
  windowS: number;
}

export class AttemptLimiter {
  /**
   * `name` keeps the counts apart in the shared state (`login`, `exam-completion`, ...); `refusal` is the 429's
   * message (it takes the wait as `{seconds}`).
   */
  constructor(
    private readonly state: SharedState,
    private readonly name: string,
    private readonly limits: AttemptLimits,
    private readonly refusal: MessageKey,
  ) {}

  private pair(subject: string, ip: string) {
    return `${this.name}:fail:${ip}:${subject}`;
  }

  private address(ip: string) {
    return `${this.name}:ip:${ip}`;
  }

  /** Throws 429 with a readable wait when the address is over its failures or the pair must still wait. */
  async attempt(subject: string, ip: string): Promise<void> {
    const windowMs = this.limits.windowS * 1000;
    const pair = this.pair(subject, ip);
    const address = this.address(ip);
    const [byAddress, addressEnds, failures, lastAt] = await Promise.all([
      this.state.get(address),
      this.state.get(`${address}:end`),
      this.state.get(pair),
      this.state.get(`${pair}:at`),
    ]);
    const now = Date.now();
    let waitMs = Number(byAddress ?? 0) >= this.limits.perAddress ? Number(addressEnds ?? 0) - now : 0;
    const failed = Number(failures ?? 0);
    if (failed >= this.limits.freeFailures) {
      const delayMs = Math.min(windowMs, FIRST_WAIT_MS * 2 ** Math.min(failed - this.limits.freeFailures, 30));
      waitMs = Math.max(waitMs, Number(lastAt ?? 0) + delayMs - now);
    }
    if (waitMs > 0) throw tooManyRequests(this.refusal, Math.max(1, Math.ceil(waitMs / 1000)));
  }

  /** A wrong answer from this address: one more failure for the pair and for the address. */
  async failed(subject: string, ip: string): Promise<void> {
    const windowMs = this.limits.windowS * 1000;
    const pair = this.pair(subject, ip);
    const address = this.address(ip);
    const [byAddress] = await Promise.all([
      this.state.hit(address, windowMs),
      this.state.hit(pair, windowMs),
      this.state.set(`${pair}:at`, String(Date.now()), windowMs),
    ]);
    // When the address's window ends, for the wait its refusals name.
    await this.state.set(`${address}:end`, String(Date.now() + byAddress.resetMs), byAddress.resetMs);
  }

  /** The right answer from this address forgives this pair's failures, no one else's (nor the address's). */
  async succeeded(subject: string, ip: string): Promise<void> {
    const pair = this.pair(subject, ip);
    await Promise.all([this.state.del(pair), this.state.del(`${pair}:at`)]);
  }
}
