// Student layout: header, left tab with the student and the three entries, breadcrumb,
// the page, footer, and the follow-up survey dialog while it is unanswered. On a phone (below 768 px) the page comes
// first: the student, the entries and 创业服务 fold into a compact bar with a drawer (issue 28: 2).
import { MenuOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Avatar, Button, Drawer, Grid, Layout, Menu, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useStudentDetail } from '@/api/students/getStudentDetail';
import { studentsKeys } from '@/api/students/keys';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { signOut } from '@/features/auth';
import { primaryRole, useSession } from '@/stores/session';
import { serviceOrigin, useSite } from '@/stores/site';
import portal from '../portal/Portal.module.css';
import { PortalFooter } from '../portal/PortalFooter';
import { SiteBrand } from '../portal/SiteBrand';
import { StudentBreadcrumb } from './StudentBreadcrumb';
import styles from './StudentLayout.module.css';
import { activeStudentEntry, STUDENT_ENTRIES } from './studentNav';

// The follow-up survey (a form, its selects and the contracts' rules with zod) loads only for a student who has not
// answered it yet: the study page of everyone else does not carry it (issue 33).
const SurveyDialog = lazy(() => import('@/features/students').then((m) => ({ default: m.SurveyDialog })));

export default function StudentLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const user = useSession((s) => s.user);
  const system = useSite((s) => s.system);
  const isStudent = primaryRole(user) === 'student';
  // An account still on its initial password may only change it: the detail loads once that is done.
  const { data: detail } = useStudentDetail(isStudent && user?.must_change_password !== 1);
  // Bumping the key remounts the page area: the "layout reload" after the survey is sent.
  const [generation, setGeneration] = useState(0);
  const active = activeStudentEntry(pathname);
  const phone = Grid.useBreakpoint().md === false;
  const [drawer, setDrawer] = useState(false);

  const surveyDone = () => {
    void client.invalidateQueries({ queryKey: studentsKeys.detail() });
    setGeneration((g) => g + 1);
  };

  const verifiedTag =
    user?.is_compare === 1 ? <Tag color="success">{t('student.verified')}</Tag> : <Tag>{t('student.notVerified')}</Tag>;
  const profile = (
    <div className={styles.profile}>
      <Avatar size={64} src={user?.avatar || undefined} icon={<UserOutlined />} />
      <strong>{user?.name}</strong>
      {verifiedTag}
      <span className={styles.account}>{t('student.account', { value: user?.username ?? '' })}</span>
    </div>
  );
  const menu = (
    <Menu
      mode="inline"
      selectedKeys={active ? [active] : []}
      items={STUDENT_ENTRIES.map((entry) => ({ key: entry.key, label: t(entry.titleKey) }))}
      onClick={({ key }) => {
        setDrawer(false);
        navigate(STUDENT_ENTRIES.find((e) => e.key === key)?.path ?? '/studentFront/study');
      }}
    />
  );
  const startup = system?.show_startup_service !== false && (
    // The padding is the wrapper's: a block button with its own margin is wider than the card.
    <div className={styles.startup}>
      <Button type="primary" block href={serviceOrigin(system)} target="_blank" data-testid="startup-service">
        {t('student.startupService')}
      </Button>
    </div>
  );

  return (
    <App>
      <Layout className={styles.shell}>
        <header className={`${portal.bar} ${styles.header}`}>
          <SiteBrand className={styles.brand} />
          <nav className={styles.headerLinks}>
            <LanguageSwitch />
            <Link to="/portal">{t('student.home')}</Link>
            <Button type="link" onClick={() => void signOut('/')} data-testid="student-logout">
              {t('student.logout')}
            </Button>
          </nav>
        </header>
        <div className={styles.body} key={generation}>
          {phone ? (
            <div className={styles.compact} data-testid="sidebar">
              <Avatar size={36} src={user?.avatar || undefined} icon={<UserOutlined />} />
              <div className={styles.compactWho}>
                <strong>{user?.name}</strong>
                {verifiedTag}
              </div>
              <Button
                icon={<MenuOutlined />}
                onClick={() => setDrawer(true)}
                data-testid="student-menu-button"
                aria-label={t('student.menu')}
              >
                {t('student.menu')}
              </Button>
              <Drawer
                open={drawer}
                onClose={() => setDrawer(false)}
                placement="right"
                size={280}
                title={user?.name}
                data-testid="student-drawer"
              >
                {profile}
                {menu}
                {startup}
              </Drawer>
            </div>
          ) : (
            <aside className={styles.sider} data-testid="sidebar">
              {profile}
              {menu}
              {startup}
            </aside>
          )}
          <main className={styles.main}>
            <StudentBreadcrumb />
            <Outlet />
          </main>
        </div>
        <PortalFooter />
        {isStudent && detail?.service_is_survey === 0 && (
          <Suspense fallback={null}>
            <SurveyDialog onDone={surveyDone} />
          </Suspense>
        )}
      </Layout>
    </App>
  );
}
