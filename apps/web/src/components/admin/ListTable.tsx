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
/** On a phone the first column's text wraps at this width, so the actions after it are in view on a 375 px screen. */
export const PHONE_FIRST_PX = 136;

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
            // On a computer the column is as wide as its buttons (a wider pinned column would hide more of the row).
            ...(mobile
              ? { width: PHONE_ACTIONS_PX, render: inBox<T>((column as ColumnType<T>).render, styles.phoneActionsBox) }
              : { width: undefined }),
          }
        : {}),
      ...(mobile && i === 0 && !actions
        ? {
            width: undefined,
            render: inBox<T>((column as ColumnType<T>).render ?? ((value) => value), styles.phoneFirstBox),
          }
        : {}),
    };
  });
}

/**
 * A phone's cell whose content wraps inside a box of a set width (a table as wide as its content would otherwise give
 * the cell its content's width on one line): the first column's text, and the action buttons onto lines.
 */
type Render<T> = NonNullable<ColumnType<T>['render']>;
function inBox<T>(render: Render<T> | undefined, className: string | undefined): Render<T> | undefined {
  if (!render) return render;
  return (value, record, index) => {
    const out = render(value, record, index);
    // A cell answering with props (colSpan...) is left as it is.
    if (out && typeof out === 'object' && 'children' in out && 'props' in out && !('$$typeof' in out)) return out;
    return <div className={className}>{out as ReactNode}</div>;
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
