// Group commit: writes that arrive while one is under way wait and go together in the next (at most `max` at a
// time), and each caller is answered with its own outcome once that write is done. The first write of a quiet moment
// starts at once, alone. Learning records (modules/learning/record-batch.ts) and answer saves
// (modules/exams/save-batch.ts) use it, with `aloneOnFailure`; group-read.ts is its counterpart for reads.

/** What the write decided for one item: its result, or the error its caller is answered with. */
export type Outcome<R> = { result: R } | { error: unknown };

/** What one group write was: how many items, how long it took, and whether it threw. */
export interface GroupWrite {
  size: number;
  ms: number;
  failed: boolean;
}

interface Waiting<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

export class GroupCommit<T, R> {
  private queue: Waiting<T, R>[] = [];
  private writing: Promise<void> | null = null;
  private listener: ((write: GroupWrite) => void) | null = null;

  /**
   * `write` stores a group and answers one outcome per item, in order, only once the group is durable; when it
   * throws, every caller of the group gets that error.
   */
  constructor(
    private readonly write: (items: T[]) => Promise<Outcome<R>[]>,
    private readonly max: number,
  ) {}

  /** Hears of every group write once it is done (the server's metrics); a listener that throws changes nothing. */
  observe(listener: (write: GroupWrite) => void): void {
    this.listener = listener;
  }

  /** Puts one item in the next group write; answers once that write is done. */
  submit(item: T): Promise<R> {
    return new Promise((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.writing ??= this.drain();
    });
  }

  /** Resolves once every item submitted so far is written (a shutdown waits for it before closing the pool). */
  async flushed(): Promise<void> {
    while (this.writing) await this.writing;
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        const group = this.queue.splice(0, this.max);
        const started = performance.now();
        try {
          const outcomes = await this.write(group.map((w) => w.item));
          this.tell(group.length, started, false);
          for (const [i, w] of group.entries()) {
            const outcome = outcomes[i];
            if (!outcome) w.reject(new Error('group commit: the write answered no outcome for this item'));
            else if ('result' in outcome) w.resolve(outcome.result);
            else w.reject(outcome.error);
          }
        } catch (error) {
          this.tell(group.length, started, true);
          for (const w of group) w.reject(error);
        }
      }
    } finally {
      this.writing = null;
    }
  }

  private tell(size: number, started: number, failed: boolean): void {
    if (!this.listener) return;
    try {
      this.listener({ size, ms: performance.now() - started, failed });
    } catch {
      // A listener only counts; the writes and their answers never depend on it.
    }
  }
}

/**
 * A group write that, when it fails (a rolled-back transaction: nothing of the group is stored), writes each item again
 * alone, so one bad item fails alone and the others are stored and answered. `failed` hears of the group's failure.
 */
export function aloneOnFailure<T, R>(
  write: (items: T[]) => Promise<Outcome<R>[]>,
  failed: (error: unknown, size: number) => void,
): (items: T[]) => Promise<Outcome<R>[]> {
  return async (items) => {
    try {
      return await write(items);
    } catch (error) {
      if (items.length === 1) return [{ error }];
      failed(error, items.length);
      const outcomes: Outcome<R>[] = [];
      for (const item of items) {
        try {
          outcomes.push(...(await write([item])));
        } catch (alone) {
          outcomes.push({ error: alone });
        }
      }
      return outcomes;
    }
  };
}
