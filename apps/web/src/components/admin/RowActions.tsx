// The actions of a table row: link buttons side by side; edit and a delete that asks first (useRowActions).
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmDelete } from './confirm';
import './i18n';

export interface RowAction {
  /** Unique in the row. */
  key: string;
  label: ReactNode;
  onClick: () => void;
  danger?: boolean;
  disabled?: boolean;
  testId?: string;
}

/** `actions` may hold false for an action this row does not offer. */
export function RowActions({ actions }: { actions: (RowAction | false)[] }) {
  return (
    // A click on an action is not a click on the row (rows may be clickable, as the dictionary types are).
    <Space size={0} onClick={(event) => event.stopPropagation()}>
      {actions.map(
        (action) =>
          action && (
            <Button
              key={action.key}
              type="link"
              size="small"
              danger={action.danger}
              disabled={action.disabled}
              onClick={action.onClick}
              data-testid={action.testId}
            >
              {action.label}
            </Button>
          ),
      )}
    </Space>
  );
}

/** The two actions most rows have: edit, and delete, which asks "delete <name>?" and runs `remove` once confirmed. */
export function useRowActions() {
  const { t } = useTranslation('admin');
  const confirmDelete = useConfirmDelete();
  return {
    edit: (onClick: () => void, more: Partial<RowAction> = {}): RowAction => ({
      key: 'edit',
      label: t('edit'),
      onClick,
      ...more,
    }),
    remove: (name: string, remove: () => Promise<unknown>, more: Partial<RowAction> = {}): RowAction => ({
      key: 'delete',
      label: t('delete'),
      danger: true,
      onClick: () => confirmDelete(name, remove),
      ...more,
    }),
  };
}
