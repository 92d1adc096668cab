// A back-office table: the list's rows, or, when the list could not load at all, the error with a retry.
// Every table scrolls sideways rather than squeezing: the table is as wide as its content (a page cannot set a
// narrower width that would cut a column), a column without a width keeps a readable minimum, headers and the
// actions do not wrap, and on a phone no column is pinned (a pinned action column would cover most of a 375 px
// screen) and the actions come right after the first column, within reach without scrolling sideways.
import type { UseQueryResult } from '@tanstack/react-query';
import { Table, type TableProps } from 'antd';
import { useApp } from '@/stores/app';
import { ListError } from './ListError';
import styles from './ListTable.module.css';

type Loaded = Pick<UseQueryResult, 'isError' | 'data' | 'refetch'>;

/** The narrowest a column without its own width gets (about eight Chinese characters). */
export const MIN_COLUMN_PX = 120;

/** On a phone the actions column is this wide and its buttons wrap onto lines: it sits next to the first column. */
export const PHONE_ACTIONS_PX = 120;

/** The keys a row's action column goes by. */
const ACTION_KEYS = new Set(['actions', 'face']);

type Columns<T> = NonNullable<TableProps<T>['columns']>;

const isActions = (column: { key?: unknown; dataIndex?: unknown }) =>
  ACTION_KEYS.has(String(column.key ?? '')) || ACTION_KEYS.has(String(column.dataIndex ?? ''));

/** On a phone the actions column moves right after the first column; elsewhere the order is the page's. */
export function actionsFirstOnPhone<C extends { key?: unknown; dataIndex?: unknown }>(
  mobile: boolean,
  columns: C[],
): C[] {
  const at = columns.findIndex(isActions);
  if (!mobile || at <= 1) return columns;
  const action = columns[at] as C;
  const rest = columns.filter((_, i) => i !== at);
  return [rest[0] as C, action, ...rest.slice(1)];
}

export function readableColumns<T>(columns: TableProps<T>['columns'], mobile: boolean): TableProps<T>['columns'] {
  if (!columns) return columns;
  return actionsFirstOnPhone(mobile, columns as Columns<T>).map((column) => ({
    ...column,
    ...(column.width || column.minWidth ? {} : { minWidth: MIN_COLUMN_PX }),
    ...(mobile && column.fixed ? { fixed: undefined } : {}),
    // An ellipsis cuts the text of a column without a width: the table scrolls sideways instead.
    ...(column.ellipsis && !column.width ? { ellipsis: false } : {}),
    ...(isActions(column)
      ? {
          className: [column.className, mobile ? styles.phoneActions : styles.actions].filter(Boolean).join(' '),
          ...(mobile ? { width: PHONE_ACTIONS_PX, minWidth: undefined } : {}),
        }
      : {}),
  }));
}

/** The scroll every list table uses: as wide as its content (a page may still set a height). */
export const listScroll = (scroll: TableProps<object>['scroll']) => ({ ...scroll, x: 'max-content' as const });

export function ListTable<T extends object>({
  query,
  columns,
  className,
  scroll,
  ...props
}: TableProps<T> & { query: Loaded }) {
  const mobile = useApp((s) => s.device === 'mobile');
  if (query.isError && !query.data) return <ListError onRetry={() => void query.refetch()} />;
  return (
    <Table<T>
      rowKey="id"
      columns={readableColumns(columns, mobile)}
      className={className ? `${styles.table} ${className}` : styles.table}
      {...props}
      scroll={listScroll(scroll)}
    />
  );
}
