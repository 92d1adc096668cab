// The domains' path tables: every path belongs to exactly one domain key, and the special call lists
// are made of those paths.
import { describe, expect, it } from 'vitest';
import * as contracts from '../src/index.ts';

type PathTable = Record<string, string | ((...args: never[]) => string)>;

/** Every `*_API` export with its entries; a path builder is shown with `:param` placeholders. */
function pathTables(): [string, [string, string][]][] {
  return Object.entries(contracts)
    .filter(([name]) => /^[A-Z]+_API$/.test(name))
    .map(([name, table]) => [
      name,
      Object.entries(table as PathTable).map(([key, value]): [string, string] => [
        key,
        typeof value === 'function' ? (value as (...args: string[]) => string)(':param') : value,
      ]),
    ]);
}

describe('API path tables', () => {
  it('are found (one or more per domain)', () => {
    expect(pathTables().length).toBeGreaterThanOrEqual(20);
  });

  it('hold paths only, each starting with a slash', () => {
    for (const [name, entries] of pathTables()) {
      for (const [key, path] of entries) expect(path, `${name}.${key}`).toMatch(/^\/[\w\-/:.]+$/);
    }
  });

  it('give each path to exactly one domain key', () => {
    const owners = new Map<string, string[]>();
    for (const [name, entries] of pathTables()) {
      for (const [key, path] of entries) owners.set(path, [...(owners.get(path) ?? []), `${name}.${key}`]);
    }
    const duplicates = [...owners].filter(([, keys]) => keys.length > 1);
    expect(duplicates).toEqual([]);
  });

  it('fills parameters with pathWith', () => {
    expect(contracts.pathWith(contracts.MENUS_API.one, { id: 3 })).toBe('/a/v1/menus/3');
    expect(contracts.pathWith(contracts.REGIONS_API.one, { code: '37 01' })).toBe('/a/v1/regions/37%2001');
  });

  it('builds the no-loading and no-activity lists from the domain paths', () => {
    const all = new Set(pathTables().flatMap(([, entries]) => entries.map(([, path]) => path)));
    for (const path of [...contracts.NO_LOADING_PATHS, ...contracts.NO_ACTIVITY_PATHS]) expect(all).toContain(path);
    expect(contracts.NO_ACTIVITY_PATHS.every((p) => contracts.NO_LOADING_PATHS.includes(p))).toBe(true);
  });

  it('key the content paths by content kind', () => {
    for (const kind of contracts.CONTENT_KINDS) {
      expect(contracts.CONTENT_API[kind]).toMatch(/^\/a\/v1\//);
      expect(contracts.PORTAL_API[kind]).toBe(contracts.CONTENT_API[kind].replace('/a/v1/', '/p/v1/'));
    }
  });
});
