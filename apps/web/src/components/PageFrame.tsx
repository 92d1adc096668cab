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
  /** The page's data is on its way: grey lines instead of the empty state (which would say there is nothing). */
  loading?: boolean;
}

export function PageFrame({ titleKey, children, extra, loading = false }: Props) {
  const { t } = useTranslation();
  const body = loading ? (
    <div
      className={styles.loading}
      role="status"
      aria-busy="true"
      aria-label={t('common.loading')}
      data-testid="page-loading"
    >
      <span />
      <span />
      <span />
    </div>
  ) : (
    (children ?? <EmptyState text={t('common.emptyHint')} />)
  );
  return (
    <section className={styles.frame}>
      <div className={styles.panel}>
        <header className={styles.head}>
          <h1 className={styles.title}>{t(titleKey)}</h1>
          {extra}
        </header>
        <div className={styles.body}>{body}</div>
      </div>
    </section>
  );
}
