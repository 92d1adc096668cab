// Reset a user's password (their sessions end).
import { PASSWORD_MIN_LENGTH, type UserRow } from '@etp/contracts';
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useResetUserPassword } from '@/api/users/resetUserPassword';
import { applyFieldErrors } from '@/components/admin/serverErrors';
import { PreventReclickButton } from '@/components/PreventReclickButton';

export function ResetPasswordModal({ user, onClose }: { user: UserRow | null; onClose: () => void }) {
  const { t } = useTranslation('system');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ password: string }>();
  const reset = useResetUserPassword();
  const submit = async () => {
    if (!user) return;
    const { password } = await form.validateFields();
    try {
      await reset.mutateAsync({ id: user.id, password });
      void message.success(t('user.passwordReset'));
      onClose();
    } catch (error) {
      applyFieldErrors(form, error, { known: ['password'], fallback: { 400: 'password' } });
    }
  };
  return (
    <Modal
      open={user !== null}
      title={t('user.resetTitle', { name: user?.name ?? '' })}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <PreventReclickButton
          type="primary"
          onClick={() => void submit()}
          loading={reset.isPending}
          data-testid="reset-submit"
        >
          {t('save')}
        </PreventReclickButton>
      }
    >
      <p>{t('user.resetHint')}</p>
      <Form form={form} layout="vertical" preserve={false}>
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
      </Form>
    </Modal>
  );
}
