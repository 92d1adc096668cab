// Edit a role: its name and permission strings, and the menus it sees (tree with checkboxes).
import type { AdminRole } from '@etp/contracts';
import { App, Button, Drawer, Empty, Form, Input, Select, Spin, Tabs, Tree } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMenus } from '@/api/menus/listMenus';
import { useUpdateRole } from '@/api/roles/updateRole';
import { useUpdateRoleMenus } from '@/api/roles/updateRoleMenus';
import { useFormSubmit } from '@/components/admin/useFormSubmit';
import { PreventReclickButton } from '@/components/PreventReclickButton';
import { checkedLeaves, toTreeData } from '@/features/menus';
import { localized } from '@/i18n/localized';
import { useApp } from '@/stores/app';

type Key = React.Key;

export function RoleDrawer({ role, onClose }: { role: AdminRole | null; onClose: () => void }) {
  const { t } = useTranslation(['roles', 'admin'], { nsMode: 'fallback' });
  const { message } = App.useApp();
  const mobile = useApp((s) => s.device === 'mobile');
  const [form] = Form.useForm<{ name: string; name_en: string; permissions: string[] }>();
  const menus = useMenus();
  const updateRole = useUpdateRole();
  const updateMenus = useUpdateRoleMenus();
  const [checked, setChecked] = useState<Key[]>([]);
  const [halfChecked, setHalfChecked] = useState<Key[]>([]);

  useEffect(() => {
    if (!role) return;
    form.setFieldsValue({ name: role.name, name_en: role.name_en, permissions: role.permissions });
    setChecked(checkedLeaves(menus.data ?? [], role.menu_ids));
    setHalfChecked([]);
  }, [role, menus.data, form]);

  // A refused permission string (400 without fields) belongs to the permissions.
  const permissions = useFormSubmit(form, {
    fieldErrors: { known: ['name', 'name_en', 'permissions'], fallback: { 400: 'permissions' } },
  });
  const savePermissions = () => {
    if (role) void permissions.run((values) => updateRole.mutateAsync({ key: role.key, ...values }));
  };
  const saveMenus = async () => {
    if (!role) return;
    const ids = [...checked, ...halfChecked].map(Number);
    await updateMenus.mutateAsync({ key: role.key, menu_ids: ids });
    void message.success(t('saved'));
  };

  return (
    <Drawer
      open={role !== null}
      onClose={onClose}
      title={t('role.editTitle', { name: role ? localized(role.name, role.name_en) : '' })}
      size={mobile ? '100%' : 560}
      destroyOnHidden
    >
      <Tabs
        items={[
          {
            key: 'permissions',
            label: t('role.permissions'),
            children: (
              <Form form={form} layout="vertical" data-testid="role-form">
                <Form.Item
                  name="name"
                  label={t('role.name')}
                  rules={[{ required: true, whitespace: true, message: t('role.nameRequired') }]}
                >
                  <Input maxLength={32} />
                </Form.Item>
                <Form.Item name="name_en" label={t('role.nameEn')}>
                  <Input maxLength={64} />
                </Form.Item>
                <Form.Item name="permissions" label={t('role.permissions')} extra={t('role.permissionsHint')}>
                  <Select
                    mode="tags"
                    tokenSeparators={[',', ' ']}
                    placeholder={t('role.permissionsPlaceholder')}
                    open={false}
                    suffixIcon={null}
                  />
                </Form.Item>
                <PreventReclickButton
                  type="primary"
                  onClick={savePermissions}
                  loading={permissions.saving}
                  data-testid="role-save"
                >
                  {t('save')}
                </PreventReclickButton>
              </Form>
            ),
          },
          {
            key: 'menus',
            label: t('role.menus'),
            children: menus.isLoading ? (
              <Spin />
            ) : !menus.data?.length ? (
              <Empty description={t('empty')} />
            ) : (
              <>
                <p style={{ color: 'rgba(0,0,0,.45)' }}>{t('role.menusHint')}</p>
                <Tree
                  checkable
                  defaultExpandAll
                  selectable={false}
                  treeData={toTreeData(menus.data)}
                  checkedKeys={checked}
                  onCheck={(keys, info) => {
                    setChecked(Array.isArray(keys) ? keys : keys.checked);
                    setHalfChecked(info.halfCheckedKeys ?? []);
                  }}
                  data-testid="role-menu-tree"
                />
                <div style={{ marginTop: 16, display: 'flex', gap: 8 }}>
                  <Button onClick={() => setChecked([])}>{t('role.clear')}</Button>
                  <PreventReclickButton
                    type="primary"
                    // A refusal was already shown by the request wrapper.
                    onClick={() => void saveMenus().catch(() => undefined)}
                    loading={updateMenus.isPending}
                    data-testid="role-menus-save"
                  >
                    {t('save')}
                  </PreventReclickButton>
                </div>
              </>
            ),
          },
        ]}
      />
    </Drawer>
  );
}
