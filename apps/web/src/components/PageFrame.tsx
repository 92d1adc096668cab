// The frame of a page later issues fill: its title, a panel and a clear empty state.
// Plain markup: public pages must stay inside the portal's first-load budget.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './EmptyState';
import styles from './PageFrame.module.css';

interface Props {
  titleKey: string;
  children?: ReactNode;
  extra?: ReactNode;
}

export function PageFrame({ titleKey, children, extra }: Props) {
  const { t } = useTranslation();
  return (
    <section className={styles.frame}>
      <div className={styles.panel}>
        <header className={styles.head}>
          <h1 className={styles.title}>{t(titleKey)}</h1>
          {extra}
        </header>
        <div className={styles.body}>{children ?? <EmptyState text={t('common.emptyHint')} />}</div>
      </div>
    </section>
  );
}
