import { describe, expect, it } from 'vitest';
import { nextParams } from './useTableParams';

describe('table paging and sorting', () => {
  const base = { page: 3, size: 20, keyword: 'li' };

  it('moves to the page the table asks for', () => {
    expect(nextParams(base, { current: 4, pageSize: 20 })).toEqual({ page: 4, size: 20, keyword: 'li' });
  });

  it('goes back to page 1 with a new sort and sends it as sort/order', () => {
    expect(nextParams(base, { current: 3, pageSize: 20 }, { field: 'username', order: 'ascend' })).toEqual({
      page: 1,
      size: 20,
      keyword: 'li',
      sort: 'username',
      order: 'asc',
    });
  });

  it('drops the sort when it is cleared, and page size changes restart at 1', () => {
    const sorted = { ...base, sort: 'name', order: 'desc' as const };
    expect(nextParams(sorted, { current: 3, pageSize: 50 }, { field: 'name', order: undefined })).toEqual({
      page: 1,
      size: 50,
      keyword: 'li',
    });
  });
});
