// Back-office view 'system/user': users in the caller's scope with create, edit, status, password, import, export.
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import type { UserRow } from '@etp/contracts';
import { Button, Card, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportUsers } from '@/api/users/exportUsers';
import { type UserListParams, useUsers } from '@/api/users/listUsers';
import { ExportButton } from '@/components/admin/ExportButton';
import { ListError } from '@/components/admin/ListError';
import { useTableParams } from '@/components/admin/useTableParams';
import { primaryRole, useSession } from '@/stores/session';
import '../i18n';
import { ImportModal } from '../user/ImportModal';
import { ResetPasswordModal } from '../user/ResetPasswordModal';
import { UserDrawer } from '../user/UserDrawer';
import { UserFilters, type UserFilterValues } from '../user/UserFilters';
import { UserTable } from '../user/UserTable';

export default function SystemUserView() {
  const { t } = useTranslation();
  const { t: ts } = useTranslation('system');
  const actor = primaryRole(useSession((s) => s.user)) ?? 'admin';
  const table = useTableParams<UserFilterValues>();
  const params = table.params as UserListParams;
  const users = useUsers(params);
  const [editing, setEditing] = useState<UserRow | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [resetting, setResetting] = useState<UserRow | null>(null);
  const [importing, setImporting] = useState(false);

  return (
    <Card title={t('views.system/user')} data-view="system/user">
      <UserFilters onSearch={table.search} />
      <Space wrap style={{ margin: '16px 0' }}>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => {
            setEditing(null);
            setDrawerOpen(true);
          }}
          data-testid="user-create"
        >
          {ts('create')}
        </Button>
        <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="user-import">
          {ts('user.import')}
        </Button>
        <ExportButton run={() => exportUsers(params)} />
      </Space>
      {users.isError && !users.data ? (
        <ListError onRetry={() => void users.refetch()} />
      ) : (
        <UserTable
          data={users.data}
          loading={users.isFetching}
          pagination={table.pagination(users.data?.total)}
          onChange={table.onChange}
          sort={table.params.sort}
          order={table.params.order}
          onEdit={(user) => {
            setEditing(user);
            setDrawerOpen(true);
          }}
          onResetPassword={setResetting}
        />
      )}
      <UserDrawer open={drawerOpen} user={editing} actor={actor} onClose={() => setDrawerOpen(false)} />
      <ResetPasswordModal user={resetting} onClose={() => setResetting(null)} />
      <ImportModal open={importing} onClose={() => setImporting(false)} />
    </Card>
  );
}
