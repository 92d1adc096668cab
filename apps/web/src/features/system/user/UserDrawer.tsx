// Create or edit a user: username and password on create only; ordered roles, region, institution, phone.
import { PASSWORD_MIN_LENGTH, type Role, type UserCreate, type UserRow } from '@etp/contracts';
import { App, Button, Drawer, Form, Input, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateUser } from '@/api/users/createUser';
import { useUpdateUser } from '@/api/users/updateUser';
import { RegionCascader } from '@/components/admin/RegionCascader';
import { RoleSelect } from '@/components/admin/RoleSelect';
import { applyFieldErrors } from '@/components/admin/serverErrors';
import { PreventReclickButton } from '@/components/PreventReclickButton';
import { useApp } from '@/stores/app';
import { InstitutionSelect } from './InstitutionSelect';

type Values = UserCreate;
const FIELDS = ['username', 'name', 'password', 'roles', 'region_code', 'institution_id', 'phone'];

interface Props {
  open: boolean;
  /** The user to edit; null to create one. */
  user: UserRow | null;
  actor: Role;
  onClose: () => void;
}

export function UserDrawer({ open, user, actor, onClose }: Props) {
  const { t } = useTranslation('system');
  const { message } = App.useApp();
  const mobile = useApp((s) => s.device === 'mobile');
  const [form] = Form.useForm<Values>();
  const create = useCreateUser();
  const update = useUpdateUser();
  const editing = user !== null;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (user) {
      form.setFieldsValue({
        name: user.name,
        roles: user.roles,
        region_code: user.region_code,
        institution_id: user.institution_id,
        phone: user.phone,
      });
    }
  }, [open, user, form]);

  const submit = async () => {
    const values = await form.validateFields();
    const body = {
      ...values,
      region_code: values.region_code ?? null,
      institution_id: values.institution_id ?? null,
      phone: values.phone ?? '',
    };
    try {
      if (user) {
        const { username: _u, password: _p, ...rest } = body;
        await update.mutateAsync({ id: user.id, ...rest });
      } else {
        await create.mutateAsync(body);
      }
      void message.success(t('saved'));
      onClose();
    } catch (error) {
      applyFieldErrors(form, error, { known: FIELDS, fallback: editing ? {} : { 409: 'username', 400: 'password' } });
    }
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={editing ? t('user.editTitle', { name: user.name }) : t('user.createTitle')}
      size={mobile ? '100%' : 520}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <PreventReclickButton
            type="primary"
            onClick={() => void submit()}
            loading={create.isPending || update.isPending}
            data-testid="user-submit"
          >
            {t('save')}
          </PreventReclickButton>
        </Space>
      }
    >
      <Form form={form} layout="vertical" data-testid="user-form" initialValues={{ roles: [] }}>
        <Form.Item
          name="username"
          label={t('user.username')}
          hidden={editing}
          extra={editing ? undefined : t('user.usernameHint')}
          rules={editing ? [] : [{ required: true, message: t('user.usernameRequired') }]}
        >
          <Input autoComplete="off" disabled={editing} />
        </Form.Item>
        {editing && (
          <Form.Item label={t('user.username')}>
            <Input value={user.username} disabled />
          </Form.Item>
        )}
        <Form.Item
          name="name"
          label={t('user.name')}
          rules={[{ required: true, whitespace: true, message: t('user.nameRequired') }]}
        >
          <Input maxLength={32} />
        </Form.Item>
        {!editing && (
          <Form.Item
            name="password"
            label={t('user.password')}
            extra={t('user.passwordHint', { min: PASSWORD_MIN_LENGTH })}
            rules={[
              { required: true, message: t('user.passwordRequired') },
              { min: PASSWORD_MIN_LENGTH, message: t('user.passwordTooShort', { min: PASSWORD_MIN_LENGTH }) },
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        )}
        <Form.Item
          name="roles"
          label={t('user.roles')}
          extra={t('user.rolesHint')}
          rules={[{ required: true, type: 'array', min: 1, message: t('user.rolesRequired') }]}
        >
          <RoleSelect actor={actor} />
        </Form.Item>
        <Form.Item name="region_code" label={t('user.region')}>
          <RegionCascader />
        </Form.Item>
        <Form.Item name="institution_id" label={t('user.institution')}>
          <InstitutionSelect currentName={user?.institution_name} />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('user.phone')}
          rules={[{ pattern: /^(1[3-9]\d{9})?$/, message: t('user.phoneInvalid') }]}
        >
          <Input maxLength={11} inputMode="tel" />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
