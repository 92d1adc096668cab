// Writes grouped while one is under way (lib/group-commit.ts, the learning records and the answer saves): each caller
// is answered with its own outcome, only after the write of its group is done.
import { describe, expect, it } from 'vitest';
import { GroupCommit, type Outcome } from '@/lib/group-commit.ts';

/** A store whose writes wait until released, recording the items of each; an item 'bad' is refused on its own. */
function slowStore(max = 100, fail?: Error) {
  const writes: string[][] = [];
  const stored: string[] = [];
  const pending: (() => void)[] = [];
  const group = new GroupCommit<string, string>(async (items) => {
    writes.push(items);
    await new Promise<void>((resolve) => pending.push(resolve));
    if (fail) throw fail;
    stored.push(...items.filter((i) => i !== 'bad'));
    return items.map(
      (i): Outcome<string> => (i === 'bad' ? { error: new Error(`refused ${i}`) } : { result: `ok ${i}` }),
    );
  }, max);
  const release = async () => {
    while (pending.length === 0) await new Promise((r) => setTimeout(r, 1));
    pending.shift()?.();
  };
  return { group, writes, stored, release };
}

describe('grouped writes', () => {
  it('writes the first item at once and the items sent meanwhile together in the next write', async () => {
    const { group, writes, release } = slowStore();
    const first = group.submit('a');
    const rest = [group.submit('b'), group.submit('c')];
    await release();
    expect(await first).toBe('ok a');
    await release();
    expect(await Promise.all(rest)).toEqual(['ok b', 'ok c']);
    expect(writes).toEqual([['a'], ['b', 'c']]);
  });

  it('answers nobody before the write of their group is done', async () => {
    const { group, stored, release } = slowStore();
    let answered = false;
    const saved = group.submit('a').then(() => {
      answered = true;
    });
    await new Promise((r) => setTimeout(r, 5));
    expect(answered).toBe(false);
    expect(stored).toEqual([]);
    await release();
    await saved;
    expect(stored).toEqual(['a']);
  });

  it('refuses only the item its outcome refuses, and splits groups at the maximum', async () => {
    const { group, writes, release } = slowStore(2);
    const first = group.submit('a');
    // Settled as they are answered: a refusal is handled when it comes, not after the releases below.
    const waiting = Promise.allSettled([group.submit('bad'), group.submit('c'), group.submit('d')]);
    await release();
    await first;
    await release();
    await release();
    const settled = await waiting;
    expect(settled.map((s) => s.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(writes).toEqual([['a'], ['bad', 'c'], ['d']]);
  });

  it('answers every caller of a failed write with its error, and goes on with the next group', async () => {
    const boom = new Error('disk gone');
    const { group, writes, release } = slowStore(100, boom);
    const first = group.submit('a');
    const second = group.submit('b');
    const bothRefused = Promise.all([expect(first).rejects.toBe(boom), expect(second).rejects.toBe(boom)]);
    await release();
    await release();
    await bothRefused;
    expect(writes).toEqual([['a'], ['b']]);
  });

  it('tells a listener the size and time of each write, and goes on the same when the listener throws', async () => {
    const { group, writes, release } = slowStore();
    const heard: { size: number; failed: boolean }[] = [];
    group.observe(({ size, ms, failed }) => {
      expect(ms).toBeGreaterThanOrEqual(0);
      heard.push({ size, failed });
      throw new Error('a listener that breaks');
    });
    const first = group.submit('a');
    const rest = [group.submit('b'), group.submit('c')];
    await release();
    await expect(first).resolves.toBe('ok a');
    await release();
    await expect(Promise.all(rest)).resolves.toEqual(['ok b', 'ok c']);
    expect(writes).toEqual([['a'], ['b', 'c']]);
    expect(heard).toEqual([
      { size: 1, failed: false },
      { size: 2, failed: false },
    ]);
  });

  it('tells a listener of a failed write', async () => {
    const boom = new Error('disk gone');
    const { group, release } = slowStore(100, boom);
    const heard: boolean[] = [];
    group.observe(({ failed }) => heard.push(failed));
    const first = group.submit('a');
    const refused = expect(first).rejects.toBe(boom);
    await release();
    await refused;
    expect(heard).toEqual([true]);
  });
});
