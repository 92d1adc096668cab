import { describe, expect, it } from 'vitest';
import { isExternal } from '@/utils/env';
import { NAV_ITEMS, splitNavItems } from './navItems';
import { siteLoginUrl } from './SiteSwitcher';

describe('navbar', () => {
  it('has the six items with their navbar:top permissions', () => {
    expect(NAV_ITEMS.map((i) => i.permission)).toEqual([
      'navbar:top:home',
      'navbar:top:resource',
      'navbar:top:course',
      'navbar:top:game',
      'navbar:top:download',
      'navbar:top:message',
    ]);
    expect(NAV_ITEMS.filter((i) => isExternal(i.to)).map((i) => i.key)).toEqual(['resource', 'course', 'game']);
  });
  it('moves items into the overflow dropdown below 560 px and all of them below 430 px', () => {
    expect(splitNavItems(NAV_ITEMS, 800).overflow).toHaveLength(0);
    expect(splitNavItems(NAV_ITEMS, 559).inline).toHaveLength(3);
    expect(splitNavItems(NAV_ITEMS, 429).inline).toHaveLength(0);
  });
  it('counts http, https, mailto and tel links as external', () => {
    expect(['http://a', 'https://a', 'mailto:a@b', 'tel:12333'].every(isExternal)).toBe(true);
    expect(isExternal('/downRecord/export/index')).toBe(false);
  });
  it('opens the chosen site login as a teacher with the bare token', () => {
    expect(siteLoginUrl('second.localhost:3000', 'Bearer abc', 'http:')).toBe(
      'http://second.localhost:3000/login?role=teacher&token=abc',
    );
  });
});
