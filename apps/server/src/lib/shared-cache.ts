// Local copies (caches) that every instance drops when any of them announces a change, through Redis when
// configured: the profile, menu, dictionary and site caches of the hot paths.
import { LocalCache } from './local-cache.ts';
import type { SharedState } from './shared-state.ts';

/** A change announced on a channel: each instance drops (part of) its local copy. */
export class ChangeChannel {
  constructor(
    private readonly state: SharedState,
    private readonly channel: string,
    /** Drops (part of) the local copy; the message says which part. */
    private readonly drop: (message: string) => void,
  ) {}

  /** Starts hearing the other instances' announcements. */
  listen(): Promise<void> {
    return this.state.subscribe(this.channel, this.drop);
  }

  /** Drops the local copy at once and tells every other instance to drop theirs. */
  async announce(message = '*'): Promise<void> {
    this.drop(message);
    await this.state.publish(this.channel, message);
  }
}

/** A LocalCache emptied on every instance by `changed()`. */
export class SharedCache<V> extends LocalCache<V> {
  private readonly changes: ChangeChannel;

  constructor(state: SharedState, channel: string, ttlMs: number, maxEntries?: number) {
    super(ttlMs, maxEntries);
    this.changes = new ChangeChannel(state, channel, () => this.clear());
  }

  /** Starts hearing the other instances' changes. */
  listen(): Promise<void> {
    return this.changes.listen();
  }

  changed(): Promise<void> {
    return this.changes.announce();
  }
}
