import { describe, expect, it } from 'vitest';
import { isAllowedLink } from '../links';
import { formatDateTime } from './status';

describe('content view helpers', () => {
  it('shows a time as local date and minutes, and a dash for none', () => {
    const local = new Date(2026, 10, 20, 9, 5);
    expect(formatDateTime(local.toISOString())).toBe('2026-11-20 09:05');
    expect(formatDateTime(null)).toBe('-');
    expect(formatDateTime('nope')).toBe('-');
  });

  it('allows http(s) and site paths as links in the editor, nothing else', () => {
    expect(isAllowedLink('https://www.mohrss.gov.cn')).toBe(true);
    expect(isAllowedLink('/policyList')).toBe(true);
    expect(isAllowedLink('javascript:alert(1)')).toBe(false);
    expect(isAllowedLink('//evil.example')).toBe(false);
    expect(isAllowedLink('data:text/html,x')).toBe(false);
  });
});
