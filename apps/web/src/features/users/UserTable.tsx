// The user table: sortable columns, status switch and row actions.
import type { UserRow } from '@etp/contracts';
import { App, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeleteUser } from '@/api/users/deleteUser';
import type { UserListParams } from '@/api/users/keys';
import { useSetUserStatus } from '@/api/users/setUserStatus';
import { formatTime } from '@/components/admin/format';
import { ListTable } from '@/components/admin/ListTable';
import { RowActions, useRowActions } from '@/components/admin/RowActions';
import type { AdminList } from '@/components/admin/useAdminList';

interface Props {
  list: AdminList<UserListParams, UserRow>;
  onEdit: (user: UserRow) => void;
  onResetPassword: (user: UserRow) => void;
}

export function UserTable({ list, onEdit, onResetPassword }: Props) {
  const { t } = useTranslation();
  const { t: ts } = useTranslation(['users', 'admin'], { nsMode: 'fallback' });
  const { message } = App.useApp();
  const setStatus = useSetUserStatus();
  const remove = useDeleteUser();
  const actions = useRowActions();
  const { sortOrder } = list;

  return (
    <ListTable<UserRow>
      {...list.tableProps}
      size="middle"
      locale={{ emptyText: ts('empty') }}
      data-testid="user-table"
      columns={[
        {
          title: ts('user.username'),
          dataIndex: 'username',
          sorter: true,
          sortOrder: sortOrder('username'),
          fixed: 'left',
        },
        { title: ts('user.name'), dataIndex: 'name', sorter: true, sortOrder: sortOrder('name') },
        {
          title: ts('user.roles'),
          dataIndex: 'roles',
          render: (roles: UserRow['roles']) =>
            roles.map((role, i) => (
              <Tag key={role} color={i === 0 ? 'blue' : undefined}>
                {t(`role.${role}`)}
              </Tag>
            )),
        },
        { title: ts('user.region'), dataIndex: 'region_name' },
        { title: ts('user.institution'), dataIndex: 'institution_name' },
        { title: ts('user.phone'), dataIndex: 'phone' },
        {
          title: ts('user.status'),
          dataIndex: 'status',
          render: (status: UserRow['status'], row) => (
            <Switch
              checked={status === 'active'}
              checkedChildren={ts('user.active')}
              unCheckedChildren={ts('user.disabled')}
              loading={setStatus.isPending && setStatus.variables?.id === row.id}
              onChange={(on) =>
                void setStatus
                  .mutateAsync({ id: row.id, status: on ? 'active' : 'disabled' })
                  .then(() => message.success(ts('saved')))
                  .catch(() => undefined)
              }
              data-testid={`user-status-${row.username}`}
            />
          ),
        },
        {
          title: ts('createdAt'),
          dataIndex: 'created_at',
          sorter: true,
          sortOrder: sortOrder('created_at'),
          render: (value: string) => formatTime(value),
        },
        {
          title: ts('actions'),
          key: 'actions',
          fixed: 'right',
          render: (_, row) => (
            <RowActions
              actions={[
                actions.edit(() => onEdit(row), { testId: `user-edit-${row.username}` }),
                { key: 'password', label: ts('user.resetPassword'), onClick: () => onResetPassword(row) },
                actions.remove(row.username, () => remove.mutateAsync(row.id), {
                  testId: `user-delete-${row.username}`,
                }),
              ]}
            />
          ),
        },
      ]}
    />
  );
}
