import { describe, expect, it } from 'vitest';
import { formatDateTime } from './status';

describe('content view helpers', () => {
  it('shows a time as the site date and minutes, and a dash for none', () => {
    expect(formatDateTime('2026-11-20T01:05:00Z')).toBe('2026-11-20 09:05');
    expect(formatDateTime(null)).toBe('-');
    expect(formatDateTime('nope')).toBe('-');
  });
});
