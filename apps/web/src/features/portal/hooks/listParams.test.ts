import { describe, expect, it } from 'vitest';
import { stepSlide } from '../components/Carousel';
import { pageItems } from '../components/ListPager';
import { formatDate, idFrom } from '../format';
import { nextSearch, readListParams } from './listParams';

describe('public list parameters in the address', () => {
  it('reads page, size and only the filters the page knows', () => {
    const search = new URLSearchParams('page=3&keyword= 创业 &category=通知公告&secret=1');
    expect(readListParams(search, ['keyword', 'category'], 10)).toEqual({
      page: 3,
      size: 10,
      keyword: '创业',
      category: '通知公告',
    });
  });

  it('treats a page that is not a positive integer as page 1', () => {
    for (const page of ['0', '-2', '1.5', 'abc', '']) {
      expect(readListParams(new URLSearchParams({ page }), []).page).toBe(1);
    }
  });

  it('goes back to page 1 when a filter changes, and drops empty values', () => {
    const next = nextSearch(new URLSearchParams('page=4&keyword=a&region=370100'), { keyword: 'b', region: '' });
    expect(next.toString()).toBe('keyword=b');
  });

  it('keeps the filters when only the page changes, and writes no page=1', () => {
    expect(nextSearch(new URLSearchParams('keyword=a'), { page: 2 }).toString()).toBe('keyword=a&page=2');
    expect(nextSearch(new URLSearchParams('keyword=a&page=2'), { page: 1 }).toString()).toBe('keyword=a');
  });

  it('reads ?id= as a positive integer or 0', () => {
    expect(idFrom(new URLSearchParams('id=12'))).toBe(12);
    expect(idFrom(new URLSearchParams('id=abc'))).toBe(0);
    expect(idFrom(new URLSearchParams(''))).toBe(0);
  });
});

describe('dates on the portal', () => {
  it('shows a plain date as it is and nothing for nothing', () => {
    expect(formatDate('2026-09-19')).toBe('2026-09-19');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('shows a timestamp as the calendar day in the site time zone', () => {
    expect(formatDate('2026-11-19T17:00:00Z')).toBe('2026-11-20');
  });
});

describe('the pager', () => {
  it('shows every page when there are few', () => {
    expect(pageItems(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('shows first, last and two either side of the current page, with gaps', () => {
    expect(pageItems(10, 20)).toEqual([1, 0, 8, 9, 10, 11, 12, 0, 20]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 0, 20]);
  });
});

describe('the carousel', () => {
  it('steps forward and back and wraps around at both ends', () => {
    expect(stepSlide(0, 1, 4)).toBe(1);
    expect(stepSlide(3, 1, 4)).toBe(0);
    expect(stepSlide(0, -1, 4)).toBe(3);
    expect(stepSlide(0, 1, 0)).toBe(0);
  });
});
