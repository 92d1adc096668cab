import { describe, expect, it } from 'vitest';
import { revalidateGuard } from './rootLoader';

const at = (path: string) => new URL(path, 'http://localhost');
const runs = (from: string, to: string) =>
  revalidateGuard({
    currentUrl: at(from),
    nextUrl: at(to),
    currentParams: {},
    nextParams: {},
    defaultShouldRevalidate: true,
  });

describe('when the navigation guard runs', () => {
  it('runs for every move to another path', () => {
    expect(runs('/system/user', '/system/role')).toBe(true);
    expect(runs('/system/user?page=2', '/home')).toBe(true);
  });
  it('runs again for the same address', () => {
    expect(runs('/system/user?page=2', '/system/user?page=2')).toBe(true);
  });
  it('skips a list paging or filtering on its own path', () => {
    expect(runs('/system/user', '/system/user?page=2')).toBe(false);
    expect(runs('/newsList?page=2', '/newsList?keyword=x')).toBe(false);
  });
  it('runs for a token in the query on any path', () => {
    expect(runs('/system/user', '/system/user?token=abc')).toBe(true);
  });
});
