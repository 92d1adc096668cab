// Back-office view 'system/menu': the server menu tree (RuoYi's sys_menu) with create, edit and delete.
import { PlusOutlined } from '@ant-design/icons';
import type { AdminMenu } from '@etp/contracts';
import { Button, Card, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeleteMenu } from '@/api/menus/deleteMenu';
import { useMenus } from '@/api/menus/listMenus';
import { ListTable } from '@/components/admin/ListTable';
import { RowActions, useRowActions } from '@/components/admin/RowActions';
import { ICONS } from '@/components/menuIcons';
import { localized } from '@/i18n/localized';
import '../i18n';
import { ListExportButton } from '@/components/admin/ListExportButton';
import { MenuModal, useMenuDialog } from '../MenuModal';
import { type MenuRow, rowsOf } from '../menuTree';

export default function SystemMenuView() {
  const { t } = useTranslation();
  const { t: ts } = useTranslation(['menus', 'admin'], { nsMode: 'fallback' });
  const menus = useMenus();
  const remove = useDeleteMenu();
  const actions = useRowActions();
  const menuDialog = useMenuDialog();

  return (
    <Card
      title={t('views.system/menu')}
      data-view="system/menu"
      extra={
        <Space wrap>
          <ListExportButton kind="menus" />
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => menuDialog.openCreate()}
            data-testid="menu-create"
          >
            {ts('create')}
          </Button>
        </Space>
      }
    >
      <ListTable<MenuRow>
        query={menus}
        // Mounted with the data so that every branch starts expanded.
        key={menus.data ? 'loaded' : 'loading'}
        expandable={{ defaultExpandAllRows: true }}
        size="middle"
        loading={menus.isFetching}
        dataSource={rowsOf(menus.data ?? [])}
        pagination={false}
        locale={{ emptyText: ts('empty') }}
        data-testid="menu-table"
        columns={[
          {
            title: ts('menu.title'),
            dataIndex: 'title',
            render: (_title: string, row) => (
              <span>
                {row.icon && ICONS[row.icon]} {localized(row.title, row.title_en)}
              </span>
            ),
          },
          { title: ts('menu.path'), dataIndex: 'path', render: (p: string) => <code>{p || '/'}</code> },
          { title: ts('menu.component'), dataIndex: 'component' },
          { title: ts('menu.order'), dataIndex: 'order_num' },
          {
            title: ts('menu.visible'),
            dataIndex: 'visible',
            render: (v: AdminMenu['visible']) =>
              v === '0' ? <Tag color="green">{ts('menu.shown')}</Tag> : <Tag>{ts('menu.hidden')}</Tag>,
          },
          { title: ts('menu.permission'), dataIndex: 'permission' },
          {
            title: ts('menu.roles'),
            dataIndex: 'roles',
            render: (roles: string[]) => roles.map((r) => <Tag key={r}>{t(`role.${r}`)}</Tag>),
          },
          {
            title: ts('actions'),
            key: 'actions',
            render: (_, row) => (
              <RowActions
                actions={[
                  actions.edit(() => menuDialog.openEdit(row), { testId: `menu-edit-${row.id}` }),
                  {
                    key: 'child',
                    label: ts('menu.addChild'),
                    onClick: () => menuDialog.openCreate({ parent_id: row.id }),
                  },
                  actions.remove(row.title, () => remove.mutateAsync(row.id), {
                    disabled: Boolean(row.children?.length),
                  }),
                ]}
              />
            ),
          },
        ]}
      />
      <MenuModal dialog={menuDialog} tree={menus.data ?? []} />
    </Card>
  );
}
