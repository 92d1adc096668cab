import { afterEach, describe, expect, it, vi } from 'vitest';
import { failedChunkUrl, importWithRetry, isChunkLoadError, reloadDestination, setDestination } from './chunkRetry';

const ORIGIN = window.location.origin;
const failed = (url: string) => new TypeError(`Failed to fetch dynamically imported module: ${url}`);

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('a page chunk that fails to load', () => {
  it('is recognised, with the URL of the chunk when the browser names it', () => {
    const error = failed(`${ORIGIN}/assets/role-DJP2tSh3.js`);
    expect(isChunkLoadError(error)).toBe(true);
    expect(failedChunkUrl(error)).toBe(`${ORIGIN}/assets/role-DJP2tSh3.js`);
    expect(failedChunkUrl(new TypeError('Importing a module script failed.'))).toBeNull();
    expect(failedChunkUrl(failed('https://elsewhere.example/x.js'))).toBeNull();
  });

  it('is imported again from a fresh URL, since the browser keeps the failed one', async () => {
    const page = { default: () => null };
    const importUrl = vi.fn(async () => page);
    const loaded = await importWithRetry(() => Promise.reject(failed(`${ORIGIN}/assets/role-a.js`)), { importUrl });
    expect(loaded).toBe(page);
    expect(importUrl).toHaveBeenCalledWith(`${ORIGIN}/assets/role-a.js`);
  });

  it('lets any other error through untouched', async () => {
    const importUrl = vi.fn();
    await expect(importWithRetry(() => Promise.reject(new Error('boom')), { importUrl })).rejects.toThrow('boom');
    expect(importUrl).not.toHaveBeenCalled();
  });
});

describe('loading the destination anew', () => {
  it('happens when the fresh URL gives another module than the one wanted', async () => {
    setDestination(() => '/system/user');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const loading = importWithRetry(() => Promise.reject(failed(`${ORIGIN}/assets/viewRegistry-a.js`)), {
      importUrl: async () => ({ resolveView: () => undefined }),
      accept: (module) => 'default' in module,
    });
    const settled = await Promise.race([loading, new Promise((resolve) => setTimeout(() => resolve('pending'), 50))]);
    expect(settled).toBe('pending');
    expect(assign).toHaveBeenCalledWith('/system/user');
    vi.unstubAllGlobals();
  });

  it('loads the address the navigation goes to, once, and then lets the error show', () => {
    setDestination(() => '/system/role?page=2');
    const go = vi.fn();
    expect(reloadDestination(1_000, go)).toBe(true);
    expect(go).toHaveBeenCalledWith('/system/role?page=2');
    expect(reloadDestination(5_000, go)).toBe(false);
    expect(go).toHaveBeenCalledTimes(1);
    // Later, or for another address, it may load again.
    expect(reloadDestination(20_000, go)).toBe(true);
    setDestination(() => '/system/menu');
    expect(reloadDestination(21_000, go)).toBe(true);
  });
});
