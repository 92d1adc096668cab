// A back-office table: the list's rows, or, when the list could not load at all, the error with a retry.
import type { UseQueryResult } from '@tanstack/react-query';
import { Table, type TableProps } from 'antd';
import { ListError } from './ListError';

type Loaded = Pick<UseQueryResult, 'isError' | 'data' | 'refetch'>;

export function ListTable<T extends object>({ query, ...props }: TableProps<T> & { query: Loaded }) {
  if (query.isError && !query.data) return <ListError onRetry={() => void query.refetch()} />;
  return <Table<T> rowKey="id" scroll={{ x: 'max-content' }} {...props} />;
}
