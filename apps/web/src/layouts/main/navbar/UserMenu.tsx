// Greeting with the user's name; Personal Centre (teachers) and log out with a confirm.
import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { App, Avatar, Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { signOut } from '@/features/auth';
import { primaryRole, useSession } from '@/stores/session';
import styles from './Navbar.module.css';
import './navbarI18n';

export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const user = useSession((s) => s.user);
  const isTeacher = primaryRole(user) === 'teacher';

  const items = [
    ...(isTeacher ? [{ key: 'centre', label: t('navbar.personalCentre') }] : []),
    { key: 'security', label: t('student.accountSettings') },
    { key: 'logout', label: t('navbar.logout'), danger: true },
  ];
  const onClick = ({ key }: { key: string }) => {
    if (key === 'centre') navigate('/home');
    if (key === 'security') navigate('/account/security');
    if (key === 'logout') {
      void modal.confirm({
        title: t('http.hint'),
        content: t('navbar.logoutConfirm'),
        okText: t('common.confirm'),
        cancelText: t('common.cancel'),
        onOk: () => signOut('/'),
      });
    }
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']}>
      <Button type="text" data-testid="user-menu">
        <Avatar size="small" src={user?.avatar || undefined} icon={<UserOutlined />} />
        <span className={styles.greeting}>{t('navbar.greeting', { name: user?.name ?? '' })}</span>
        <DownOutlined />
      </Button>
    </Dropdown>
  );
}
