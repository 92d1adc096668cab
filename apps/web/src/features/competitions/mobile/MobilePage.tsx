// The frame of a phone page: a title, a back link, the page, and the section's bottom navigation (thumb reach).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { COMPETITION_NS } from '../i18n';
import styles from './mobile.module.css';

export function MobilePage({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { t: tc } = useTranslation(COMPETITION_NS);
  return (
    <div className={styles.page}>
      <main className={styles.main}>
        <h1 className={styles.title}>{t(titleKey)}</h1>
        {children}
      </main>
      <nav className={styles.tabbar} aria-label={t('route.competition')}>
        <NavLink to="/mobile/competition/list">{t('route.competitionList')}</NavLink>
        <NavLink to="/mobile/competition/resultQuery">{tc('results')}</NavLink>
        <NavLink to="/mobile/competition/service">{tc('service')}</NavLink>
      </nav>
    </div>
  );
}
