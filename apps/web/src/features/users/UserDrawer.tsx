// Create or edit a user: username and password on create only; ordered roles, region, institution, phone. The list
// gives the phone masked: sent back unchanged it keeps the stored number (the server's rule), a new number replaces it.
import {
  MASKED_PHONE,
  MOBILE_PHONE,
  PASSWORD_MIN_LENGTH,
  type Role,
  type UserCreate,
  type UserRow,
} from '@etp/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCreateUser } from '@/api/users/createUser';
import { useUpdateUser } from '@/api/users/updateUser';
import { FormDrawer } from '@/components/admin/FormDialogs';
import { RegionCascader } from '@/components/admin/RegionCascader';
import { RoleSelect } from '@/components/admin/RoleSelect';
import { type FormDialog, useFormDialog } from '@/components/admin/useFormDialog';
import { InstitutionSelect } from './InstitutionSelect';

type Values = UserCreate;
const FIELDS = ['username', 'name', 'password', 'roles', 'region_code', 'institution_id', 'phone'];

export function useUserDialog() {
  const create = useCreateUser();
  const update = useUpdateUser();
  return useFormDialog<UserRow, Values>({
    initialValues: { roles: [] },
    toValues: (user) => ({
      name: user.name,
      roles: user.roles,
      region_code: user.region_code,
      institution_id: user.institution_id,
      phone: user.phone,
    }),
    save: (values, user) => {
      const body = {
        ...values,
        region_code: values.region_code ?? null,
        institution_id: values.institution_id ?? null,
        phone: values.phone ?? '',
      };
      if (!user) return create.mutateAsync(body);
      const { username: _u, password: _p, ...rest } = body;
      return update.mutateAsync({ id: user.id, ...rest });
    },
    // A taken username (409) or a refused password (400) has no field of its own: they belong to those fields.
    fieldErrors: (user) => ({ known: FIELDS, fallback: user ? {} : { 409: 'username', 400: 'password' } }),
  });
}

export function UserDrawer({ dialog, actor }: { dialog: FormDialog<UserRow, Values>; actor: Role }) {
  const { t } = useTranslation('users');
  const user = dialog.editing;
  const editing = user !== null;

  return (
    <FormDrawer
      dialog={dialog}
      title={editing ? t('user.editTitle', { name: user.name }) : t('user.createTitle')}
      width={520}
      submitTestId="user-submit"
      formTestId="user-form"
    >
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
        extra={editing && user.phone ? t('user.phoneMaskedHint') : undefined}
        rules={[
          {
            validator: (_, value?: string) =>
              !value || MOBILE_PHONE.test(value) || (editing && value === user.phone && MASKED_PHONE.test(value))
                ? Promise.resolve()
                : Promise.reject(new Error(t('user.phoneInvalid'))),
          },
        ]}
      >
        <Input maxLength={11} inputMode="tel" />
      </Form.Item>
    </FormDrawer>
  );
}
