// A back-office table: the list's rows, or, when the list could not load at all, the error with a retry.
// Every table scrolls sideways rather than squeezing: a column without a width keeps a readable minimum, headers do
// not wrap, and on a phone no column is pinned (a pinned action column would cover most of a 375 px screen).
import type { UseQueryResult } from '@tanstack/react-query';
import { Table, type TableProps } from 'antd';
import { useApp } from '@/stores/app';
import { ListError } from './ListError';
import styles from './ListTable.module.css';

type Loaded = Pick<UseQueryResult, 'isError' | 'data' | 'refetch'>;

/** The narrowest a column without its own width gets (about eight Chinese characters). */
export const MIN_COLUMN_PX = 120;

export function readableColumns<T>(columns: TableProps<T>['columns'], mobile: boolean): TableProps<T>['columns'] {
  return columns?.map((column) => ({
    ...column,
    ...(column.width || column.minWidth ? {} : { minWidth: MIN_COLUMN_PX }),
    ...(mobile && column.fixed ? { fixed: undefined } : {}),
  }));
}

export function ListTable<T extends object>({
  query,
  columns,
  className,
  ...props
}: TableProps<T> & { query: Loaded }) {
  const mobile = useApp((s) => s.device === 'mobile');
  if (query.isError && !query.data) return <ListError onRetry={() => void query.refetch()} />;
  return (
    <Table<T>
      rowKey="id"
      scroll={{ x: 'max-content' }}
      columns={readableColumns(columns, mobile)}
      className={className ? `${styles.table} ${className}` : styles.table}
      {...props}
    />
  );
}
