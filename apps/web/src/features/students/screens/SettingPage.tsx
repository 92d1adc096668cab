// Student account settings: avatar and phone, change the password and manage the signed-in devices. A student still on the initial
// password the teacher handed out lands here first (the guard sends them) and goes on to study once it is changed.
import { Alert, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getStudentDetail } from '@/api/students/getStudentDetail';
import { PageFrame } from '@/components/PageFrame';
import { AccountSecurity } from '@/features/account';
import { useSession } from '@/stores/session';
import { ProfileCard } from '../centre/ProfileCard';

const STUDY_PATH = '/studentFront/study';

export default function SettingPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const mustChange = user?.must_change_password === 1;
  const changed = async () => {
    if (!mustChange || !user) return;
    const session = useSession.getState();
    session.setUser({ ...user, must_change_password: 0 });
    session.setStudent(await getStudentDetail().catch(() => null));
    await navigate(STUDY_PATH);
  };
  return (
    <PageFrame titleKey="route.setting">
      {mustChange && (
        <Alert
          type="warning"
          showIcon
          message={t('password.mustChange')}
          style={{ marginBottom: 16 }}
          data-testid="must-change-password"
        />
      )}
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {!mustChange && <ProfileCard />}
        <AccountSecurity onPasswordChanged={() => void changed()} />
      </Space>
    </PageFrame>
  );
}
