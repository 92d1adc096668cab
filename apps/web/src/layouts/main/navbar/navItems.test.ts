import { describe, expect, it } from 'vitest';
import { isExternal } from '@/utils/env';
import { NAV_ITEMS, siteNavItems, splitNavItems } from './navItems';
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
  });
  it("takes the learning services' addresses from the site and hides those it has none for", () => {
    const items = siteNavItems({
      resource_url: 'https://res.example.cn',
      course_url: '/learningService?kind=course',
      game_url: '',
    });
    expect(items.map((i) => [i.key, i.to])).toEqual([
      ['home', '/portal'],
      ['resource', 'https://res.example.cn'],
      ['course', '/learningService?kind=course'],
      ['download', '/downRecord/export/index'],
      ['message', '/basic/announcement/index'],
    ]);
    expect(siteNavItems(null).map((i) => i.key)).toEqual(['home', 'download', 'message']);
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
    expect(siteLoginUrl('http://second.localhost:3000', 'Bearer abc')).toBe(
      'http://second.localhost:3000/login?role=teacher&token=abc',
    );
  });
});
