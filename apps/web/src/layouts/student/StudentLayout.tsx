// Student layout: header, left tab with the student and the three entries, breadcrumb,
// the page, footer, and the follow-up survey dialog while it is unanswered. On a phone (below 768 px) the page comes
// first: the student, the entries and 创业服务 fold into a compact bar with a drawer (issue 28: 2).
// Plain elements, no antd (issue 33): the study page, where a student lands, loads no antd at all; the other student
// pages bring antd's theme with them (StudentAntdShell), and the drawer and the survey dialog load when they open.
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { useStudentDetail } from '@/api/students/getStudentDetail';
import { studentsKeys } from '@/api/students/keys';
import { AntIcon } from '@/components/light/AntIcon';
import light from '@/components/light/Light.module.css';
import { primaryRole, useSession } from '@/stores/session';
import { serviceOrigin, useSite } from '@/stores/site';
import { PortalFooter } from '../portal/PortalFooter';
import { StudentBreadcrumb } from './StudentBreadcrumb';
import { StudentHeader } from './StudentHeader';
import styles from './StudentLayout.module.css';
import { activeStudentEntry, STUDENT_ENTRIES } from './studentNav';

// The follow-up survey (a form, its selects and the contracts' rules with zod) loads only for a student who has not
// answered it yet: the study page of everyone else does not carry it (issue 33).
const SurveyDialog = lazy(() => import('./StudentSurvey'));
// The phone's drawer (antd's) loads when it is first opened.
const StudentDrawer = lazy(() => import('./StudentDrawer'));

/** antd's `md` breakpoint: a phone below 768 px. */
const PHONE_QUERY = '(max-width: 767.98px)';
const subscribePhone = (onChange: () => void) => {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const usePhone = () =>
  useSyncExternalStore(
    subscribePhone,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );

function Avatar({ size, src }: { size: number; src: string | undefined }) {
  return (
    <span
      className={`${styles.avatar}${src ? '' : ` ${styles.avatarIcon}`}`}
      style={{ width: size, height: size, fontSize: size / 2 }}
    >
      {src ? <img src={src} alt="" /> : <AntIcon name="user" />}
    </span>
  );
}

/**
 * The layout's frame before the page is in: the shell and its header. The server paints it first for a signed-in
 * student (src/ssr/firstPaint.tsx); the layout's first render draws the same shell and header around the page.
 */
export function StudentFrame() {
  return (
    <div className={styles.shell}>
      <StudentHeader />
    </div>
  );
}

export default function StudentLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const client = useQueryClient();
  const user = useSession((s) => s.user);
  const system = useSite((s) => s.system);
  const isStudent = primaryRole(user) === 'student';
  // An account still on its initial password may only change it: the detail loads once that is done.
  const { data: detail } = useStudentDetail(isStudent && user?.must_change_password !== 1);
  // Bumping the key remounts the page area: the "layout reload" after the survey is sent.
  const [generation, setGeneration] = useState(0);
  const active = activeStudentEntry(pathname);
  const phone = usePhone();
  const [drawer, setDrawer] = useState(false);
  // The drawer mounts on its first opening and stays, so that it can animate closed.
  const [drawerUsed, setDrawerUsed] = useState(false);

  // The survey dialog mounts while the student has not answered and stays (closed) once they have: its toast says
  // thanks after it closes.
  const surveyOpen = isStudent && detail?.service_is_survey === 0;
  const [surveyShown, setSurveyShown] = useState(false);
  if (surveyOpen && !surveyShown) setSurveyShown(true);

  const surveyDone = () => {
    void client.invalidateQueries({ queryKey: studentsKeys.detail() });
    setGeneration((g) => g + 1);
  };

  const verifiedTag =
    user?.is_compare === 1 ? (
      <span className={`${light.tag} ${light.success}`}>{t('student.verified')}</span>
    ) : (
      <span className={light.tag}>{t('student.notVerified')}</span>
    );
  const avatar = user?.avatar || undefined;
  const profile = (
    <div className={styles.profile}>
      <Avatar size={64} src={avatar} />
      <strong>{user?.name}</strong>
      {verifiedTag}
      <span className={styles.account}>{t('student.account', { value: user?.username ?? '' })}</span>
    </div>
  );
  // The entries as links (they looked like antd's inline Menu, and still do).
  const menu = (
    <ul className={styles.menu}>
      {STUDENT_ENTRIES.map((entry) => (
        <li key={entry.key}>
          <Link
            to={entry.path}
            className={`${styles.menuItem}${entry.key === active ? ` ${styles.menuItemSelected}` : ''}`}
            aria-current={entry.key === active ? 'page' : undefined}
            onClick={() => setDrawer(false)}
          >
            <span className={styles.menuTitle}>{t(entry.titleKey)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
  const startup = system?.show_startup_service !== false && (
    // The padding is the wrapper's: a block button with its own margin is wider than the card.
    <div className={styles.startup}>
      <a
        className={`${light.btn} ${light.primary} ${light.block}`}
        href={serviceOrigin(system)}
        target="_blank"
        rel="noopener"
        data-testid="startup-service"
      >
        <span>{t('student.startupService')}</span>
      </a>
    </div>
  );

  return (
    <div className={styles.shell}>
      <StudentHeader />
      <div className={styles.body} key={generation}>
        {phone ? (
          <div className={styles.compact} data-testid="sidebar">
            <Avatar size={36} src={avatar} />
            <div className={styles.compactWho}>
              <strong>{user?.name}</strong>
              {verifiedTag}
            </div>
            <button
              type="button"
              className={light.btn}
              onClick={() => {
                setDrawerUsed(true);
                setDrawer(true);
              }}
              data-testid="student-menu-button"
              aria-label={t('student.menu')}
            >
              <AntIcon name="menu" />
              <span>{t('student.menu')}</span>
            </button>
            {drawerUsed && (
              <Suspense fallback={null}>
                <StudentDrawer open={drawer} onClose={() => setDrawer(false)} title={user?.name}>
                  {profile}
                  {menu}
                  {startup}
                </StudentDrawer>
              </Suspense>
            )}
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
      {surveyShown && (
        <Suspense fallback={null}>
          <SurveyDialog onDone={surveyDone} open={surveyOpen} />
        </Suspense>
      )}
    </div>
  );
}
