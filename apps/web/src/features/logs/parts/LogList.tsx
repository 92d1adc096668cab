// The frame of a monitor list: its card, the filter form (fields, search, reset, export) kept in the address, and
// the table.
import type { Page } from '@etp/contracts';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { Card, Form } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterButtons } from '@/components/admin/FilterButtons';
import { ListTable } from '@/components/admin/ListTable';
import { type FilterName, type ListParams, useAdminList } from '@/components/admin/useAdminList';
import { useFilterForm } from '@/components/admin/useFilterForm';
import { DateRange, dateRangeFilter } from './DateRange';
import '../i18n';
import { KeywordFilter } from '@/components/admin/FilterFields';

interface Props<P extends ListParams, T, K extends QueryKey> {
  view: string;
  /** The list call's query (its queryOptions) for the params in the address. */
  query: (params: P) => UseQueryOptions<Page<T>, Error, Page<T>, K>;
  /** The filters of the address; `from` and `to` show as the date range. */
  filters: readonly FilterName<P>[];
  /** The form's fields between the user name (always first) and the date range (when the list has dates). */
  fields: ReactNode;
  usernameTestId?: string;
  columns: ColumnsType<T>;
  onExport?: (params: P) => Promise<unknown>;
  searchTestId?: string;
  tableTestId?: string;
  extra?: ReactNode;
  children?: ReactNode;
}

export function LogList<P extends ListParams, T extends object, K extends QueryKey>(props: Props<P, T, K>) {
  const { t } = useTranslation();
  const { t: tm } = useTranslation('monitor');
  const list = useAdminList(props.query, { filters: props.filters });
  const filters = useFilterForm(list, dateRangeFilter);
  const { onExport } = props;
  return (
    <Card title={t(`views.${props.view}`)} data-view={props.view} extra={props.extra}>
      <Form {...filters.formProps} layout="inline" className="admin-filters">
        <KeywordFilter name="username" label={tm('username')} width={160} data-testid={props.usernameTestId} />
        {props.fields}
        {props.filters.includes('from' as FilterName<P>) && (
          <Form.Item name="range" label={tm('dateRange')}>
            <DateRange />
          </Form.Item>
        )}
        <FilterButtons
          onReset={filters.reset}
          onExport={onExport && (() => onExport(list.params))}
          searchTestId={props.searchTestId}
        />
      </Form>
      <ListTable<T>
        {...list.tableProps}
        size="middle"
        style={{ marginTop: 16 }}
        locale={{ emptyText: tm('empty') }}
        columns={props.columns}
        data-testid={props.tableTestId}
      />
      {props.children}
    </Card>
  );
}
