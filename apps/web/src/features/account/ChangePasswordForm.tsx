// Change your own password (old, new, confirm); the server ends your other sessions.
import { PASSWORD_MIN_LENGTH } from '@etp/contracts';

import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useChangeMyPassword } from '@/api/users/changeMyPassword';
import { useFormSubmit } from '@/components/admin/useFormSubmit';
import { PreventReclickButton } from '@/components/PreventReclickButton';
import './i18n';

interface Values {
  old_password: string;
  new_password: string;
  confirm: string;
}

/** `onChanged` runs after a successful change (e.g. leave the forced first-sign-in change). */
export function ChangePasswordForm({ onChanged }: { onChanged?: () => void } = {}) {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<Values>();
  const change = useChangeMyPassword();
  const saving = useFormSubmit(form, {
    saved: t('password.done'),
    // A wrong current password and a weak new one are 400s without field names.
    fieldErrors: (error) => ({
      known: ['old_password', 'new_password'],
      fallback: {
        400: error instanceof Error && /当前|原|old|current/i.test(error.message) ? 'old_password' : 'new_password',
      },
    }),
  });
  const submit = async () => {
    if (await saving.run(({ old_password, new_password }) => change.mutateAsync({ old_password, new_password }))) {
      form.resetFields();
      onChanged?.();
    }
  };
  return (
    <Form form={form} layout="vertical" style={{ maxWidth: 420 }} data-testid="change-password">
      <Typography.Paragraph type="secondary">{t('password.hint', { min: PASSWORD_MIN_LENGTH })}</Typography.Paragraph>
      <Form.Item
        name="old_password"
        label={t('password.old')}
        rules={[{ required: true, message: t('password.oldRequired') }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="new_password"
        label={t('password.new')}
        rules={[
          { required: true, message: t('password.newRequired') },
          { min: PASSWORD_MIN_LENGTH, message: t('password.tooShort', { min: PASSWORD_MIN_LENGTH }) },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('password.confirm')}
        dependencies={['new_password']}
        rules={[
          { required: true, message: t('password.confirmRequired') },
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              !value || value === getFieldValue('new_password')
                ? Promise.resolve()
                : Promise.reject(new Error(t('password.mismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <PreventReclickButton
        type="primary"
        onClick={() => void submit()}
        loading={saving.saving}
        data-testid="change-password-submit"
      >
        {t('password.submit')}
      </PreventReclickButton>
    </Form>
  );
}
