import { describe, expect, it } from 'vitest';
import { formatDateTime } from './status';

describe('content view helpers', () => {
  it('shows a time as local date and minutes, and a dash for none', () => {
    const local = new Date(2026, 10, 20, 9, 5);
    expect(formatDateTime(local.toISOString())).toBe('2026-11-20 09:05');
    expect(formatDateTime(null)).toBe('-');
    expect(formatDateTime('nope')).toBe('-');
  });
});
