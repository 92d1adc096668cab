// Full-page loading overlay driven by the request wrapper's running calls. Plain CSS, so the
// first-load bundle does not carry a component library piece for it.
import { useTranslation } from 'react-i18next';
import { useLoading } from '@/stores/loading';
import styles from './LoadingOverlay.module.css';

export function LoadingOverlay() {
  const visible = useLoading((s) => s.visible);
  const { t } = useTranslation();
  if (!visible) return null;
  return (
    <div className={styles.overlay} role="status" aria-live="polite" data-testid="loading-overlay">
      <span className={styles.spinner} />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
