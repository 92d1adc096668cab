// The user table: sortable columns, status switch and row actions.
import type { Page, UserRow } from '@etp/contracts';
import { App, Button, Space, Switch, Table, type TablePaginationConfig, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeleteUser } from '@/api/users/deleteUser';
import { useSetUserStatus } from '@/api/users/setUserStatus';
import { useConfirmDelete } from '@/components/admin/confirm';
import { formatTime } from '@/components/admin/format';

interface Props {
  data: Page<UserRow> | undefined;
  loading: boolean;
  pagination: TablePaginationConfig;
  onChange: (pagination: TablePaginationConfig, filters: unknown, sorter: unknown) => void;
  onEdit: (user: UserRow) => void;
  onResetPassword: (user: UserRow) => void;
  sort?: string;
  order?: 'asc' | 'desc';
}

export function UserTable({ data, loading, pagination, onChange, onEdit, onResetPassword, sort, order }: Props) {
  const { t } = useTranslation();
  const { t: ts } = useTranslation('system');
  const { message } = App.useApp();
  const setStatus = useSetUserStatus();
  const remove = useDeleteUser();
  const confirmDelete = useConfirmDelete();
  const sortOrder = (field: string) =>
    sort === field ? (order === 'asc' ? ('ascend' as const) : ('descend' as const)) : null;

  return (
    <Table<UserRow>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={data?.list ?? []}
      pagination={pagination}
      onChange={onChange}
      scroll={{ x: 'max-content' }}
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
            <Space size={0}>
              <Button type="link" size="small" onClick={() => onEdit(row)} data-testid={`user-edit-${row.username}`}>
                {ts('edit')}
              </Button>
              <Button type="link" size="small" onClick={() => onResetPassword(row)}>
                {ts('user.resetPassword')}
              </Button>
              <Button
                type="link"
                size="small"
                danger
                onClick={() => confirmDelete(row.username, () => remove.mutateAsync(row.id))}
                data-testid={`user-delete-${row.username}`}
              >
                {ts('delete')}
              </Button>
            </Space>
          ),
        },
      ]}
    />
  );
}
