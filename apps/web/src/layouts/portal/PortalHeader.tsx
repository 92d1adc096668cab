// Portal header: logo and site title, the portal sections, sign-in or back-office entry, language.
// Plain links (no menu component) to keep the portal's first load small.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { LineIcon } from '@/components/LineIcon';
import { useSession } from '@/stores/session';
import styles from './Portal.module.css';
import { SiteBrand } from './SiteBrand';

const SECTIONS = [
  { path: '/portal', titleKey: 'route.portal' },
  { path: '/newsList', titleKey: 'portal.news' },
  { path: '/policyList', titleKey: 'portal.policy' },
  { path: '/organList', titleKey: 'portal.organ' },
  { path: '/excellentCase/index', titleKey: 'portal.excellentCase' },
  { path: '/competition/list', titleKey: 'portal.competition' },
];

export function PortalHeader() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const signedIn = Boolean(useSession((s) => s.token));
  return (
    <header className={`${styles.bar} ${styles.header}`}>
      <SiteBrand />
      <nav className={menuOpen ? `${styles.nav} ${styles.navOpen}` : styles.nav} data-testid="portal-nav">
        {SECTIONS.map((section) => (
          <NavLink
            key={section.path}
            to={section.path}
            onClick={() => setMenuOpen(false)}
            className={({ isActive }) => (isActive ? `${styles.navLink} ${styles.active}` : styles.navLink)}
          >
            {t(section.titleKey)}
          </NavLink>
        ))}
      </nav>
      <div className={styles.actions}>
        <LanguageSwitch />
        <Link to={signedIn ? '/home' : '/login'} className={styles.loginButton} data-testid="portal-login">
          {signedIn ? t('portal.enterSystem') : t('portal.login')}
        </Link>
        <button
          type="button"
          className={styles.burger}
          onClick={() => setMenuOpen(!menuOpen)}
          aria-expanded={menuOpen}
          aria-label={t('common.more')}
        >
          <LineIcon name="menu" />
        </button>
      </div>
    </header>
  );
}
