// Portal header: logo and site title, the portal sections, sign-in or back-office entry, language.
// Plain links (no menu component) to keep the portal's first load small.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { LineIcon } from '@/components/LineIcon';
import { useSession } from '@/stores/session';
import { siteTitle, useSite } from '@/stores/site';
import styles from './Portal.module.css';

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
  const system = useSite((s) => s.system);
  const signedIn = Boolean(useSession((s) => s.token));
  return (
    <header className={styles.header}>
      <Link to="/portal" className={styles.brand}>
        {system?.logo ? (
          <img src={system.logo} alt="" className={styles.logo} />
        ) : (
          <span className={styles.logoMark}>E</span>
        )}
        <span className={styles.siteName}>{siteTitle(system)}</span>
      </Link>
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
