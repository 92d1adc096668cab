// Reads by key that arrive while one is under way wait and go together in the next: one query for many keys (a
// DataLoader without its cache). Every key is read by a query that starts after it was asked for, so an answer is
// never older than a read of its own would have been; the first key of a quiet moment is read at once, alone.

type Waiter<V> = { resolve: (value: V | undefined) => void; reject: (error: unknown) => void };

export class GroupRead<K, V> {
  private waiting = new Map<K, Waiter<V>[]>();
  private reading = false;

  /** `read` answers the rows found, by key; a key it does not answer is not there. */
  constructor(
    private readonly read: (keys: K[]) => Promise<Map<K, V>>,
    private readonly maxKeys = 500,
  ) {}

  get(key: K): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      const waiters = this.waiting.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else this.waiting.set(key, [{ resolve, reject }]);
      if (!this.reading) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.reading = true;
    try {
      while (this.waiting.size > 0) {
        const group = new Map<K, Waiter<V>[]>();
        for (const [key, waiters] of this.waiting) {
          if (group.size >= this.maxKeys) break;
          group.set(key, waiters);
        }
        for (const key of group.keys()) this.waiting.delete(key);
        try {
          const found = await this.read([...group.keys()]);
          for (const [key, waiters] of group) for (const w of waiters) w.resolve(found.get(key));
        } catch (error) {
          for (const waiters of group.values()) for (const w of waiters) w.reject(error);
        }
      }
    } finally {
      this.reading = false;
    }
  }
}
