// Messages every instance hands to its own listeners: published on one channel of the shared state (Redis pub/sub
// across instances, in-process otherwise), each instance subscribes once and passes a message to the listeners of its
// key (a live session's chat, say). An event stream (lib/event-stream.ts) on any instance then sees what any other
// instance published.
import { EventEmitter } from 'node:events';
import type { SharedState } from './shared-state.ts';

export class Broadcast<T> {
  private readonly local = new EventEmitter();
  private subscribed: Promise<void> | null = null;

  constructor(
    private readonly state: SharedState,
    private readonly channel: string,
    /** The listeners' key a message goes to. */
    private readonly keyOf: (message: T) => string,
  ) {
    // Every open stream is a listener; the limit only warns.
    this.local.setMaxListeners(0);
  }

  /** Subscribes this instance to the channel once (the first listener or message). */
  private listen(): Promise<void> {
    this.subscribed ??= this.state.subscribe(this.channel, (raw) => {
      const message = JSON.parse(raw) as T;
      this.local.emit(this.keyOf(message), message);
    });
    return this.subscribed;
  }

  /** Sends a message to the listeners of its key on every instance (this one included). */
  async publish(message: T): Promise<void> {
    await this.listen();
    await this.state.publish(this.channel, JSON.stringify(message));
  }

  /** Calls `onMessage` for every message of `key` until the returned function is called. */
  async follow(key: string, onMessage: (message: T) => void): Promise<() => void> {
    await this.listen();
    this.local.on(key, onMessage);
    return () => this.local.off(key, onMessage);
  }
}
