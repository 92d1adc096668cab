// A back-office table: the list's rows, or, when the list could not load at all, the error with a retry.
// Every list table is laid out one way (issue 28): as wide as its content, so no column is squeezed or cut (a page
// cannot set a narrower width), headers and actions on one line, the table scrolling sideways when it is wider than
// the page. On a computer the actions column, when last, is pinned to the right edge so it is always in view (the
// table scrolls under nothing: its width is its content's); on a phone nothing is pinned (a pinned column would cover
// most of a 375 px screen) and the actions come right after the first column, wrapping in a narrow column.
import type { UseQueryResult } from '@tanstack/react-query';
import { Table, type TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useApp } from '@/stores/app';
import { ListError } from './ListError';
import styles from './ListTable.module.css';

type Loaded = Pick<UseQueryResult, 'isError' | 'data' | 'refetch'>;

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
  const ordered = actionsFirstOnPhone(mobile, columns as Columns<T>);
  return ordered.map((column, i) => {
    const actions = isActions(column);
    const last = i === ordered.length - 1;
    return {
      ...column,
      ...(mobile && column.fixed ? { fixed: undefined } : {}),
      ...(!mobile && actions && last ? { fixed: 'right' as const } : {}),
      // An ellipsis would cut the text of a column without a width: the table scrolls sideways instead.
      ...(column.ellipsis && !column.width ? { ellipsis: false } : {}),
      ...(actions
        ? {
            className: [column.className, mobile ? styles.phoneActions : styles.actions].filter(Boolean).join(' '),
            ...(mobile ? { width: PHONE_ACTIONS_PX, render: onLines<T>((column as ColumnType<T>).render) } : {}),
          }
        : {}),
    };
  });
}

/** A phone's action cell: its buttons wrap onto lines inside the narrow column (a table as wide as its content would
 * otherwise give the cell the width of all its buttons in a row). */
type Render<T> = NonNullable<ColumnType<T>['render']>;
function onLines<T>(render: Render<T> | undefined): Render<T> | undefined {
  if (!render) return render;
  return (value, record, index) => {
    const out = render(value, record, index);
    // A cell answering with props (colSpan...) is left as it is.
    if (out && typeof out === 'object' && 'children' in out && 'props' in out && !('$$typeof' in out)) return out;
    return <div className={styles.phoneActionsBox}>{out as ReactNode}</div>;
  };
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
