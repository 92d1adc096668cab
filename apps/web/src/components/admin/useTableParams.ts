// Server-side paging, sorting and filters of an antd table, kept in one state object.
import { DEFAULT_PAGE_SIZE } from '@etp/contracts';
import type { TablePaginationConfig } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withoutEmpty } from '@/utils/params';
import './i18n';

export interface PageParams {
  page: number;
  size: number;
  sort?: string;
  order?: 'asc' | 'desc';
}

/** The next params after a table change: a new sort or page size goes back to page 1. */
export function nextParams<P extends PageParams>(
  params: P,
  pagination: Pick<TablePaginationConfig, 'current' | 'pageSize'>,
  sorter?: Pick<SorterResult<unknown>, 'field' | 'order'>,
): P {
  const size = pagination.pageSize ?? params.size;
  const sort = sorter?.order ? String(sorter.field) : undefined;
  const order = sorter?.order === 'ascend' ? 'asc' : sorter?.order === 'descend' ? 'desc' : undefined;
  const reset = size !== params.size || sort !== params.sort || order !== params.order;
  const next = { ...params, page: reset ? 1 : (pagination.current ?? params.page), size, sort, order };
  if (!sort) {
    delete next.sort;
    delete next.order;
  }
  return next;
}

export function useTableParams<F extends object>(initial: F = {} as F) {
  const { t } = useTranslation('admin');
  const [params, setParams] = useState<PageParams & Partial<F>>({ page: 1, size: DEFAULT_PAGE_SIZE, ...initial });
  return {
    params,
    /** New filters from the search form: back to page 1, sorting kept. */
    search: (filters: F) =>
      setParams((p) => ({ page: 1, size: p.size, sort: p.sort, order: p.order, ...withoutEmpty(filters) }) as typeof p),
    onChange: (pagination: TablePaginationConfig, _filters: unknown, sorter: unknown) =>
      setParams((p) =>
        nextParams(p, pagination, Array.isArray(sorter) ? sorter[0] : (sorter as SorterResult<unknown>)),
      ),
    pagination: (total: number | undefined): TablePaginationConfig => ({
      current: params.page,
      pageSize: params.size,
      total: total ?? 0,
      showSizeChanger: true,
      showTotal: (count) => t('total', { count }),
      size: 'small',
    }),
  };
}
