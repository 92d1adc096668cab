// /account/security: account settings for back-office roles (password and signed-in devices).
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { AccountSecurity } from '../AccountSecurity';

export default function AccountSecurityPage() {
  const { t } = useTranslation();
  return (
    <Card title={t('student.accountSettings')} data-view="account/security">
      <AccountSecurity />
    </Card>
  );
}
