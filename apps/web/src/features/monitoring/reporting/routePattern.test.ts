import { describe, expect, it } from 'vitest';
import { routePatternOf } from './routePattern';

describe('routePatternOf', () => {
  it('joins the matched routes and starts again at an absolute path', () => {
    expect(routePatternOf([{ route: {} }, { route: { path: '/studentFront' } }, { route: { path: 'study' } }])).toBe(
      '/studentFront/study',
    );
    expect(routePatternOf([{ route: { path: '/system' } }, { route: { path: '/system/user' } }])).toBe('/system/user');
    expect(routePatternOf([{ route: { path: '/excellentCase' } }, { route: { index: true } }])).toBe('/excellentCase');
    expect(routePatternOf([{ route: { path: '/news' } }, { route: { path: ':id' } }])).toBe('/news/:id');
    expect(routePatternOf([])).toBe('/');
    expect(routePatternOf([{ route: {} }, { route: { path: '*' } }])).toBeNull();
  });
});
