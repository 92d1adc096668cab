// Reads grouped while one is under way (lib/group-read.ts, the session check's cache misses): one query for many keys,
// and never an answer older than the key's own read would have been.
import { describe, expect, it } from 'vitest';
import { GroupRead } from '@/lib/group-read.ts';

/** A table whose reads wait until released, recording the keys of each. */
function slowTable(rows: Map<string, number>) {
  const reads: string[][] = [];
  const pending: (() => void)[] = [];
  const reader = new GroupRead<string, number>(async (keys) => {
    reads.push(keys);
    // What the table holds when the read starts (as a database statement's snapshot).
    const found = new Map(keys.flatMap((k) => (rows.has(k) ? [[k, rows.get(k) as number] as const] : [])));
    await new Promise<void>((resolve) => pending.push(resolve));
    return found;
  });
  const release = async () => {
    while (pending.length === 0) await new Promise((r) => setTimeout(r, 1));
    pending.shift()?.();
  };
  return { reader, reads, release };
}

describe('grouped reads', () => {
  it('reads the first key at once and the keys asked meanwhile together in the next read', async () => {
    const { reader, reads, release } = slowTable(
      new Map([
        ['a', 1],
        ['b', 2],
        ['c', 3],
      ]),
    );
    const first = reader.get('a');
    const rest = [reader.get('b'), reader.get('c'), reader.get('b'), reader.get('zz')];
    await release();
    await release();
    expect(await first).toBe(1);
    expect(await Promise.all(rest)).toEqual([2, 3, 2, undefined]);
    expect(reads).toEqual([['a'], ['b', 'c', 'zz']]);
  });

  it('reads a key asked while its own read is under way again (a change in between is seen)', async () => {
    const rows = new Map([['a', 1]]);
    const { reader, reads, release } = slowTable(rows);
    const before = reader.get('a');
    rows.set('a', 2); // changed after the first read started: only a later read may answer the next caller
    const after = reader.get('a');
    await release();
    await release();
    expect([await before, await after]).toEqual([1, 2]);
    expect(reads).toEqual([['a'], ['a']]);
  });

  it('fails every caller of a read that fails, and reads on for the next', async () => {
    let fail = true;
    const reader = new GroupRead<string, number>(async (keys) => {
      if (fail) throw new Error('database gone');
      return new Map(keys.map((k) => [k, 1]));
    });
    await expect(reader.get('a')).rejects.toThrow('database gone');
    fail = false;
    expect(await reader.get('a')).toBe(1);
  });
});
