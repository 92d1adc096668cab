import { describe, expect, it } from 'vitest';
import { isAllowedLink } from './links';

describe('links in the editor', () => {
  it('allows http(s) and site paths as links in the editor, nothing else', () => {
    expect(isAllowedLink('https://www.mohrss.gov.cn')).toBe(true);
    expect(isAllowedLink('/policyList')).toBe(true);
    expect(isAllowedLink('javascript:alert(1)')).toBe(false);
    expect(isAllowedLink('//evil.example')).toBe(false);
    expect(isAllowedLink('data:text/html,x')).toBe(false);
  });
});
