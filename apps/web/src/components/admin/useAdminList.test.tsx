import type { Page } from '@etp/contracts';
import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { type ListParams, readListParams, tableChange, useAdminList, writeListParams } from './useAdminList';

describe('a list in the address', () => {
  it('reads page, size, sort and filters, with defaults for anything missing or malformed', () => {
    const read = (query: string) => readListParams(new URLSearchParams(query), ['keyword', 'status'], 20);
    expect(read('')).toEqual({ paging: { page: 1, size: 20 }, filters: {} });
    expect(read('page=3&size=50&sort=name&order=asc&keyword=%20li%20&other=x')).toEqual({
      paging: { page: 3, size: 50, sort: 'name', order: 'asc' },
      filters: { keyword: 'li' },
    });
    expect(read('page=-2&size=100000&sort=name&order=sideways&status=')).toEqual({
      paging: { page: 1, size: 20 },
      filters: {},
    });
  });

  it('keeps a second list of the screen under its own prefix', () => {
    const search = new URLSearchParams('page=2&manage.page=5&manage.keyword=x');
    expect(readListParams(search, ['keyword'], 20, 'manage').paging.page).toBe(5);
    expect(writeListParams(search, { page: 1, keyword: 'y' }, 20, 'manage').toString()).toBe('page=2&manage.keyword=y');
  });

  it('writes only what differs from the defaults and keeps the rest of the address', () => {
    const next = writeListParams(
      new URLSearchParams('tab=2&page=4'),
      { page: 1, size: 20, keyword: ' li ', status: '' },
      20,
    );
    expect(next.toString()).toBe('tab=2&keyword=li');
  });

  it('moves to the page the table asks for', () => {
    expect(tableChange({ page: 3, size: 20 }, { current: 4, pageSize: 20 })).toEqual({
      page: 4,
      size: 20,
      sort: undefined,
      order: undefined,
    });
  });

  it('goes back to page 1 with a new sort or page size, and drops a cleared sort', () => {
    expect(
      tableChange({ page: 3, size: 20 }, { current: 3, pageSize: 20 }, { field: 'username', order: 'ascend' }),
    ).toEqual({ page: 1, size: 20, sort: 'username', order: 'asc' });
    const sorted: ListParams = { page: 3, size: 20, sort: 'name', order: 'desc' };
    expect(tableChange(sorted, { current: 3, pageSize: 50 }, { field: 'name', order: undefined })).toEqual({
      page: 1,
      size: 50,
      sort: undefined,
      order: undefined,
    });
  });
});

describe('useAdminList', () => {
  type Params = ListParams & { keyword?: string };
  const page: Page<{ id: number }> = { list: [{ id: 1 }], total: 41, page: 2, size: 20 };

  function setup(entry: string) {
    const fetchPage = vi.fn(async (_params: Params) => page);
    const listQuery = (params: Params) =>
      queryOptions({ queryKey: ['things', params], queryFn: () => fetchPage(params) });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[entry]}>{children}</MemoryRouter>
      </QueryClientProvider>
    );
    const hook = renderHook(
      () => ({ list: useAdminList(listQuery, { filters: ['keyword'] }), location: useLocation() }),
      { wrapper },
    );
    return { fetchPage, hook };
  }

  it('calls the list with the address and feeds the table', async () => {
    const { fetchPage, hook } = setup('/system/user?page=2&keyword=li');
    await waitFor(() => expect(hook.result.current.list.tableProps.dataSource).toEqual([{ id: 1 }]));
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 2, size: 20, keyword: 'li' });
    expect(hook.result.current.list.tableProps.pagination).toMatchObject({ current: 2, pageSize: 20, total: 41 });
  });

  it('pages and searches through the address, back to page 1 on new filters', async () => {
    const { fetchPage, hook } = setup('/system/user?keyword=li');
    act(() => hook.result.current.list.tableProps.onChange({ current: 3, pageSize: 20 }, {}, {}));
    expect(hook.result.current.location.search).toBe('?keyword=li&page=3');
    act(() => hook.result.current.list.applyFilters({ keyword: 'wang' }));
    expect(hook.result.current.location.search).toBe('?keyword=wang');
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ page: 1, size: 20, keyword: 'wang' }));
  });
});
