// The reads that give media addresses are made again five minutes before the first address expires.
import { describe, expect, it } from 'vitest';
import { MEDIA_RENEW_BEFORE_MS, mediaRenewDelay } from './mediaRenewal';

describe('mediaRenewDelay', () => {
  const now = Date.parse('2026-05-01T08:00:00Z');
  const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString();

  it('asks again five minutes before the first expiry', () => {
    expect(mediaRenewDelay([at(20), at(17), null], now)).toBe(17 * 60_000 - MEDIA_RENEW_BEFORE_MS);
  });

  it('never asks sooner than every 30 seconds, and not at all without an expiry', () => {
    expect(mediaRenewDelay([at(2)], now)).toBe(30_000);
    expect(mediaRenewDelay([at(-30)], now)).toBe(30_000);
    expect(mediaRenewDelay([null, undefined, 'not a date'], now)).toBe(false);
    expect(mediaRenewDelay([], now)).toBe(false);
  });
});
