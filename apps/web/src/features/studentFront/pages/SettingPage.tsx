// Student account settings: change the password and manage the signed-in devices.
import { AccountSecurity } from '@/components/account/AccountSecurity';
import { PageFrame } from '@/components/PageFrame';

export default function SettingPage() {
  return (
    <PageFrame titleKey="route.setting">
      <AccountSecurity />
    </PageFrame>
  );
}
