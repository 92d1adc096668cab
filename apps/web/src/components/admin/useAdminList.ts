// The list kit of the back-office: page, size, sort and filters live in the address (a reload or a shared link
// keeps them, back and forward move through them), feed the list call, and come back as the props of an antd
// Table (rows, loading, pager with the total, onChange). useFilterForm ties a filter form to the same address.
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type Page } from '@etp/contracts';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { TablePaginationConfig } from 'antd';
import type { SorterResult, SortOrder } from 'antd/es/table/interface';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import './i18n';

export interface ListParams {
  page: number;
  size: number;
  sort?: string;
  order?: 'asc' | 'desc';
}

/** The filters of a list call: every parameter but paging and sorting. */
export type FilterName<P> = Exclude<keyof P & string, keyof ListParams>;
export type Filters<P> = Partial<Record<FilterName<P>, string>>;

export interface AdminListOptions<P> {
  /** The filters kept in the address, by their name in the list call. */
  filters?: readonly FilterName<P>[];
  /** The page size while the address names none (the contracts' DEFAULT_PAGE_SIZE). */
  size?: number;
  /** Prefixes the address keys, for a second list on one screen ('manage' -> manage.page). */
  scope?: string;
  /** The pager's look where a screen differs (e.g. no size changer). */
  pagination?: TablePaginationConfig;
}

const positive = (text: string | null, max = Number.MAX_SAFE_INTEGER) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 && value <= max ? value : undefined;
};

/** The list's paging and filters in an address; anything missing or malformed takes its default. */
export function readListParams(search: URLSearchParams, filterNames: readonly string[], size: number, scope = '') {
  const get = (name: string) => search.get(scope ? `${scope}.${name}` : name);
  const paging: ListParams = {
    page: positive(get('page')) ?? 1,
    size: positive(get('size'), MAX_PAGE_SIZE) ?? size,
  };
  const sort = get('sort');
  const order = get('order');
  if (sort && (order === 'asc' || order === 'desc')) Object.assign(paging, { sort, order });
  const filters: Record<string, string> = {};
  for (const name of filterNames) {
    const value = get(name)?.trim();
    if (value) filters[name] = value;
  }
  return { paging, filters };
}

/** The address after a change: defaults (page 1, the default size) and empty values are left out. */
export function writeListParams(
  current: URLSearchParams,
  patch: Record<string, string | number | undefined | null>,
  size: number,
  scope = '',
) {
  const next = new URLSearchParams(current);
  for (const [name, value] of Object.entries(patch)) {
    const key = scope ? `${scope}.${name}` : name;
    const text = value === undefined || value === null ? '' : String(value).trim();
    const isDefault = (name === 'page' && text === '1') || (name === 'size' && text === String(size));
    if (text === '' || isDefault) next.delete(key);
    else next.set(key, text);
  }
  return next;
}

/** What a table change asks for: a new sort or page size goes back to page 1; a cleared sort is dropped. */
export function tableChange(
  params: ListParams,
  pagination: Pick<TablePaginationConfig, 'current' | 'pageSize'>,
  sorter?: Pick<SorterResult<unknown>, 'field' | 'order'>,
) {
  const size = pagination.pageSize ?? params.size;
  const sort = sorter?.order ? String(sorter.field) : undefined;
  const order = sorter?.order === 'ascend' ? 'asc' : sorter?.order === 'descend' ? 'desc' : undefined;
  const reset = size !== params.size || sort !== params.sort || order !== params.order;
  return { page: reset ? 1 : (pagination.current ?? params.page), size, sort, order };
}

/** `list` is the list call's query (its queryOptions, e.g. usersQuery) for the params in the address. */
export function useAdminList<P extends ListParams, T, K extends QueryKey>(
  list: (params: P) => UseQueryOptions<Page<T>, Error, Page<T>, K>,
  options: AdminListOptions<P> = {},
) {
  const { t } = useTranslation('admin');
  const { filters = [], size = DEFAULT_PAGE_SIZE, scope = '' } = options;
  const [search, setSearch] = useSearchParams();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filter names are constant per screen
  const read = useMemo(() => readListParams(search, filters, size, scope), [search, size, scope]);
  // The address is text from anywhere: the list call takes its filters as they are, and the server checks them
  // (a bad one is a 400, shown as the list's error).
  const merged: ListParams = { ...read.paging, ...read.filters };
  const params = merged as P;
  const query = useQuery(list(params));

  const update = useCallback(
    (patch: Record<string, string | number | undefined | null>) =>
      setSearch((current) => writeListParams(current, patch, size, scope)),
    [setSearch, size, scope],
  );
  /** New filters from the filter form: back to page 1, the sort kept; filters not named are cleared. */
  const applyFilters = (next: Filters<P>) =>
    update({ page: 1, ...Object.fromEntries(filters.map((name) => [name, next[name]])) });

  const pagination: TablePaginationConfig = {
    current: params.page,
    pageSize: params.size,
    total: query.data?.total ?? 0,
    showSizeChanger: true,
    showTotal: (count) => t('total', { count }),
    size: 'small',
    ...options.pagination,
  };

  return {
    params,
    query,
    /** The filters now in the address. */
    filters: read.filters as Filters<P>,
    applyFilters,
    /** The column's sort as the table shows it (for controlled `sortOrder`). */
    sortOrder: (field: string): SortOrder =>
      params.sort === field ? (params.order === 'asc' ? 'ascend' : 'descend') : null,
    tableProps: {
      query,
      dataSource: query.data?.list ?? [],
      loading: query.isFetching,
      pagination,
      onChange: (next: TablePaginationConfig, _filters: unknown, sorter: unknown) =>
        update(tableChange(params, next, (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<unknown>)),
    },
  };
}

/** What useAdminList gives a screen: its params, query, filters and the table's props. */
export type AdminList<P extends ListParams, T = unknown> = ReturnType<typeof useAdminList<P, T, QueryKey>>;
