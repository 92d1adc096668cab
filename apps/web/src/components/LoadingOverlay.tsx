// Full-page loading overlay driven by the request wrapper's running calls. Plain CSS, so the
// first-load bundle does not carry a component library piece for it.
import { useTranslation } from 'react-i18next';
import { useLoading } from '@/stores/loading';
import styles from './LoadingOverlay.module.css';

export function LoadingOverlay() {
  const visible = useLoading((s) => s.visible);
  const { t } = useTranslation();
  // Hidden between calls, not taken out of the page: a node removed from under a resting pointer leaves the browser's
  // next move without its mouseout, and React then misses the enter of what the pointer moves onto (a menu that opens
  // on hover stayed shut when the pointer reached it as the overlay of the page's first calls went away). Its words
  // are there only while loading: a live region that stays in the page announces them each time they come.
  return (
    <div
      className={visible ? styles.overlay : `${styles.overlay} ${styles.idle}`}
      role="status"
      aria-live="polite"
      data-testid="loading-overlay"
    >
      {visible && (
        <>
          <span className={styles.spinner} />
          <span className="visually-hidden">{t('common.loading')}</span>
        </>
      )}
    </div>
  );
}
