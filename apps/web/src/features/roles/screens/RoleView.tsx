// Back-office view 'system/role': the roles with their permission strings and menus.
import type { AdminRole } from '@etp/contracts';
import { Button, Card, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoles } from '@/api/roles/listRoles';
import { ListTable } from '@/components/admin/ListTable';
import { localized } from '@/i18n/localized';
import '../i18n';
import { ListExportButton } from '@/components/admin/ListExportButton';
import { RoleDrawer } from '../RoleDrawer';

const SHOWN_PERMISSIONS = 4;

export default function SystemRoleView() {
  const { t } = useTranslation();
  const { t: ts } = useTranslation(['roles', 'admin'], { nsMode: 'fallback' });
  const roles = useRoles();
  const [editing, setEditing] = useState<AdminRole | null>(null);
  // Keep the drawer on the fresh row after a save.
  const current = editing ? (roles.data?.find((r) => r.key === editing.key) ?? editing) : null;

  return (
    <Card title={t('views.system/role')} data-view="system/role" extra={<ListExportButton kind="roles" />}>
      <ListTable<AdminRole>
        query={roles}
        rowKey="key"
        loading={roles.isFetching}
        dataSource={roles.data ?? []}
        pagination={false}
        locale={{ emptyText: ts('empty') }}
        columns={[
          { title: ts('role.key'), dataIndex: 'key', render: (key: string) => <code>{key}</code> },
          {
            title: ts('role.name'),
            dataIndex: 'name',
            render: (name: string, row) => localized(name, row.name_en),
          },
          {
            title: ts('role.permissions'),
            dataIndex: 'permissions',
            render: (list: string[]) => (
              <>
                {list.slice(0, SHOWN_PERMISSIONS).map((p) => (
                  <Tag key={p}>{p}</Tag>
                ))}
                {list.length > SHOWN_PERMISSIONS && <Tag>+{list.length - SHOWN_PERMISSIONS}</Tag>}
              </>
            ),
          },
          { title: ts('role.menuCount'), dataIndex: 'menu_ids', render: (ids: number[]) => ids.length },
          {
            title: ts('actions'),
            key: 'actions',
            render: (_, row) => (
              <Button type="link" size="small" onClick={() => setEditing(row)} data-testid={`role-edit-${row.key}`}>
                {ts('edit')}
              </Button>
            ),
          },
        ]}
      />
      <RoleDrawer role={current} onClose={() => setEditing(null)} />
    </Card>
  );
}
