// What a list or detail shows instead of content: a failure with retry, or "not found".
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PORTAL_NS } from '../i18n';
import styles from './portal.module.css';

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(PORTAL_NS);
  return (
    <div className={styles.state} role="alert">
      <p>{t('loadFailed')}</p>
      <button type="button" className={styles.primaryButton} onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}

export function NotFound({ listPath }: { listPath: string }) {
  const { t } = useTranslation(PORTAL_NS);
  return (
    <div className={styles.state} data-testid="not-found">
      <p>{t('notFound')}</p>
      <Link to={listPath}>{t('backToList')}</Link>
    </div>
  );
}
