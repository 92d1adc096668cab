// Each message key belongs to one messages file: a key given twice would silently replace the other's sentence
// (index.ts spreads the files into one table).
import { readdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../src/messages');

describe('message keys', () => {
  it('are given by one messages file each', async () => {
    const owners = new Map<string, string[]>();
    for (const file of readdirSync(DIR).filter((f) => f.endsWith('.ts') && f !== 'index.ts')) {
      const module = (await import(resolve(DIR, file))) as { zhCN?: Record<string, string> };
      for (const key of Object.keys(module.zhCN ?? {})) owners.set(key, [...(owners.get(key) ?? []), file]);
    }
    expect([...owners].filter(([, files]) => files.length > 1)).toEqual([]);
    expect(owners.size).toBeGreaterThan(100);
  });
});
