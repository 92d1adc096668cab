// Back-office view 'system/user': users in the caller's scope with create, edit, status, password, import, export.
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Card, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportUsers } from '@/api/users/exportUsers';
import { usersQuery } from '@/api/users/listUsers';
import { ExportButton } from '@/components/admin/ExportButton';
import { useAdminList } from '@/components/admin/useAdminList';
import { primaryRole, useSession } from '@/stores/session';
import '../i18n';
import { ImportModal } from '../ImportModal';
import { ResetPasswordModal, useResetPasswordDialog } from '../ResetPasswordModal';
import { UserDrawer, useUserDialog } from '../UserDrawer';
import { USER_FILTERS, UserFilters } from '../UserFilters';
import { UserTable } from '../UserTable';

export default function SystemUserView() {
  const { t } = useTranslation();
  const { t: ts } = useTranslation(['users', 'admin'], { nsMode: 'fallback' });
  const actor = primaryRole(useSession((s) => s.user)) ?? 'admin';
  const list = useAdminList(usersQuery, { filters: USER_FILTERS });
  const userDialog = useUserDialog();
  const passwordDialog = useResetPasswordDialog();
  const [importing, setImporting] = useState(false);

  return (
    <Card title={t('views.system/user')} data-view="system/user">
      <UserFilters list={list} />
      <Space wrap style={{ margin: '16px 0' }}>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => userDialog.openCreate()}
          data-testid="user-create"
        >
          {ts('create')}
        </Button>
        <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="user-import">
          {ts('user.import')}
        </Button>
        <ExportButton run={() => exportUsers(list.params)} />
      </Space>
      <UserTable list={list} onEdit={userDialog.openEdit} onResetPassword={passwordDialog.openEdit} />
      <UserDrawer dialog={userDialog} actor={actor} />
      <ResetPasswordModal dialog={passwordDialog} />
      <ImportModal open={importing} onClose={() => setImporting(false)} />
    </Card>
  );
}
