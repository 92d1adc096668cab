// The actions column every configuration table ends with: edit (when the row is edited in a dialog) and a delete that
// asks first, each with its test id.
import type { TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import { RowActions, useRowActions } from '@/components/admin/RowActions';

interface Options<R> {
  /** The rows' test-id prefix and key: `${prefix}-edit-${key}`, `${prefix}-delete-${key}`. */
  prefix: string;
  keyOf: (row: R) => string | number;
  /** Opens the row's dialog; rows without one only delete. */
  onEdit?: (row: R) => void;
  /** What the delete confirm names. */
  nameOf: (row: R) => string;
  remove: (row: R) => Promise<unknown>;
}

/** Tables loaded whole (a region's chains, a year's days) page in the browser. */
export const LOCAL_PAGES = { pageSize: 10, hideOnSinglePage: true, showSizeChanger: false } as const;

export function useActionsColumn<R>({ prefix, keyOf, onEdit, nameOf, remove }: Options<R>): TableColumnType<R> {
  const { t } = useTranslation('admin');
  const rows = useRowActions();
  return {
    title: t('actions'),
    key: 'actions',
    fixed: 'right',
    width: onEdit ? 120 : 90,
    render: (_, row) => (
      <RowActions
        actions={[
          onEdit !== undefined && rows.edit(() => onEdit(row), { testId: `${prefix}-edit-${keyOf(row)}` }),
          rows.remove(nameOf(row), () => remove(row), { testId: `${prefix}-delete-${keyOf(row)}` }),
        ]}
      />
    ),
  };
}
