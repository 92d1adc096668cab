// Account security: change your password and see or end your own sessions (students' settings page,
// and the back-office "account settings" for the other roles).
import { Card, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from './ChangePasswordForm';
import { MySessions } from './MySessions';
import './i18n';

export function AccountSecurity({ onPasswordChanged }: { onPasswordChanged?: () => void } = {}) {
  const { t } = useTranslation('account');
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="account-security">
      <Card size="small" title={t('password.title')}>
        <ChangePasswordForm onChanged={onPasswordChanged} />
      </Card>
      <Card size="small" title={t('sessions.title')}>
        <MySessions />
      </Card>
    </Space>
  );
}
