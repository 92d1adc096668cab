// Create or edit a menu with every field: parent, path, component, title, icon, flags, permission, order.
import type { AdminMenu, MenuInput } from '@etp/contracts';
import { Col, Form, Input, InputNumber, Radio, Row, Select, Switch, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMenuComponents } from '@/api/menus/listMenuComponents';
import { useSaveMenu } from '@/api/menus/saveMenu';
import { FormModal } from '@/components/admin/FormDialogs';
import { type FormDialog, useFormDialog } from '@/components/admin/useFormDialog';
import { ICONS } from '@/components/menuIcons';
import { type MenuRow, toTreeData, withoutBranch } from './menuTree';

const FIELDS = [
  'parent_id',
  'path',
  'component',
  'title',
  'title_en',
  'icon',
  'visible',
  'keepalive',
  'breadcrumb',
  'active_menu',
  'permission',
  'order_num',
];

const DEFAULTS: Partial<MenuInput> = {
  parent_id: null,
  visible: '0',
  keepalive: false,
  breadcrumb: true,
  icon: '',
  title_en: '',
  active_menu: '',
  permission: '',
  order_num: 0,
};

export function useMenuDialog() {
  const save = useSaveMenu();
  return useFormDialog<MenuRow, MenuInput>({
    initialValues: DEFAULTS,
    // A stored menu may name a component this build no longer has; the form shows it as it is.
    toValues: ({ id: _id, children: _c, roles: _r, ...fields }) => fields as Partial<MenuInput>,
    save: (values, menu) => save.mutateAsync({ ...values, parent_id: values.parent_id ?? null, id: menu?.id }),
    fieldErrors: { known: FIELDS },
  });
}

export function MenuModal({ dialog, tree }: { dialog: FormDialog<MenuRow, MenuInput>; tree: AdminMenu[] }) {
  const { t } = useTranslation('menus');
  const components = useMenuComponents();
  const menu = dialog.editing;

  return (
    <FormModal
      dialog={dialog}
      title={menu ? t('menu.editTitle', { name: menu.title }) : t('menu.createTitle')}
      width={760}
      submitTestId="menu-submit"
      formTestId="menu-form"
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="parent_id" label={t('menu.parent')} extra={t('menu.parentHint')}>
            <TreeSelect
              allowClear
              treeDefaultExpandAll
              treeData={toTreeData(withoutBranch(tree, menu?.id))}
              placeholder={t('menu.root')}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="title"
            label={t('menu.title')}
            rules={[{ required: true, whitespace: true, message: t('menu.titleRequired') }]}
          >
            <Input maxLength={50} data-testid="menu-title" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="title_en" label={t('menu.titleEn')} extra={t('menu.titleEnHint')}>
            <Input maxLength={100} data-testid="menu-title-en" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="path" label={t('menu.path')} extra={t('menu.pathHint')}>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="component"
            label={t('menu.component')}
            rules={[{ required: true, message: t('menu.componentRequired') }]}
          >
            <Select
              showSearch
              loading={components.isLoading}
              options={(components.data ?? []).map((c) => ({ value: c, label: c }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="icon" label={t('menu.icon')}>
            <Select
              allowClear
              showSearch
              placeholder={t('menu.iconPlaceholder')}
              options={Object.keys(ICONS).map((name) => ({
                value: name,
                label: (
                  <span>
                    {ICONS[name]} <span style={{ marginInlineStart: 6 }}>{name}</span>
                  </span>
                ),
              }))}
              optionFilterProp="value"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="permission" label={t('menu.permission')} extra={t('menu.permissionHint')}>
            <Input maxLength={100} placeholder="system:user:list" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="active_menu" label={t('menu.activeMenu')} extra={t('menu.activeMenuHint')}>
            <Input maxLength={200} placeholder="/system/user" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="order_num" label={t('menu.order')}>
            <InputNumber min={0} max={100000} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="visible" label={t('menu.visible')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: '0', label: t('menu.shown') },
                { value: '1', label: t('menu.hidden') },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item name="keepalive" label={t('menu.keepalive')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item name="breadcrumb" label={t('menu.breadcrumb')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
}
