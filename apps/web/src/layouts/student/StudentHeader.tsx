// The student area's header: the site's brand, the language, the way back to the portal and signing out. Its own
// component so the server can paint it before the page's scripts have run (src/ssr/firstPaint.tsx).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import light from '@/components/light/Light.module.css';
import { signOut } from '@/features/auth';
import portal from '../portal/Portal.module.css';
import { SiteBrand } from '../portal/SiteBrand';
import styles from './StudentLayout.module.css';

export function StudentHeader() {
  const { t } = useTranslation();
  return (
    <header className={`${portal.bar} ${styles.header}`}>
      <SiteBrand className={styles.brand} />
      <nav className={styles.headerLinks} aria-label={t('student.siteLinks')}>
        <LanguageSwitch />
        <Link to="/portal">{t('student.home')}</Link>
        <button
          type="button"
          className={`${light.btn} ${light.link}`}
          onClick={() => void signOut('/')}
          data-testid="student-logout"
        >
          <span>{t('student.logout')}</span>
        </button>
      </nav>
    </header>
  );
}
