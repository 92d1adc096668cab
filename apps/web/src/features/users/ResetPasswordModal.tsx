// Reset a user's password (their sessions end).
import { PASSWORD_MIN_LENGTH, type UserRow } from '@etp/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useResetUserPassword } from '@/api/users/resetUserPassword';
import { FormModal } from '@/components/admin/FormDialogs';
import { type FormDialog, useFormDialog } from '@/components/admin/useFormDialog';

type Values = { password: string };

export function useResetPasswordDialog() {
  const { t } = useTranslation('users');
  const reset = useResetUserPassword();
  return useFormDialog<UserRow, Values>({
    toValues: () => ({}),
    save: ({ password }, user) => reset.mutateAsync({ id: user?.id ?? 0, password }),
    saved: t('user.passwordReset'),
    fieldErrors: { known: ['password'], fallback: { 400: 'password' } },
  });
}

export function ResetPasswordModal({ dialog }: { dialog: FormDialog<UserRow, Values> }) {
  const { t } = useTranslation('users');
  return (
    <FormModal
      dialog={dialog}
      title={t('user.resetTitle', { name: dialog.editing?.name ?? '' })}
      intro={<p>{t('user.resetHint')}</p>}
      submitTestId="reset-submit"
      formProps={{ preserve: false }}
    >
      <Form.Item
        name="password"
        label={t('user.newPassword')}
        rules={[
          { required: true, message: t('user.passwordRequired') },
          { min: PASSWORD_MIN_LENGTH, message: t('user.passwordTooShort', { min: PASSWORD_MIN_LENGTH }) },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </FormModal>
  );
}
