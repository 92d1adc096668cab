// Group commit: writes that arrive while one is under way wait and go together in the next (at most `max` at a
// time), and each caller is answered with its own outcome once that write is done. The first write of a quiet moment
// starts at once, alone. Learning records (modules/learning/record-batch.ts) and answer saves
// (modules/exams/save-batch.ts) use it; group-read.ts is its counterpart for reads.

/** What the write decided for one item: its result, or the error its caller is answered with. */
export type Outcome<R> = { result: R } | { error: unknown };

interface Waiting<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

export class GroupCommit<T, R> {
  private queue: Waiting<T, R>[] = [];
  private writing: Promise<void> | null = null;

  /**
   * `write` stores a group and answers one outcome per item, in order, only once the group is durable; when it
   * throws, every caller of the group gets that error.
   */
  constructor(
    private readonly write: (items: T[]) => Promise<Outcome<R>[]>,
    private readonly max: number,
  ) {}

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
        try {
          const outcomes = await this.write(group.map((w) => w.item));
          for (const [i, w] of group.entries()) {
            const outcome = outcomes[i];
            if (!outcome) w.reject(new Error('group commit: the write answered no outcome for this item'));
            else if ('result' in outcome) w.resolve(outcome.result);
            else w.reject(outcome.error);
          }
        } catch (error) {
          for (const w of group) w.reject(error);
        }
      }
    } finally {
      this.writing = null;
    }
  }
}
