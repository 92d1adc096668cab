// Error boundary of the routes: a chunk that cannot load offers a retry of the route; either way the error is reported.
// Plain markup on purpose: it must render even when the component library's chunk failed.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useRouteError } from 'react-router';
import { reportError } from '@/features/monitoring';
import { isChunkLoadError } from './chunkRetry';
import styles from './RouteError.module.css';

export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { t } = useTranslation();
  useEffect(() => reportError(isChunkLoadError(error) ? 'chunk' : 'boundary', error), [error]);
  return (
    <div className={styles.box} role="alert">
      <h1>{t('chunk.title')}</h1>
      <p>{isChunkLoadError(error) ? t('chunk.message') : t('http.error')}</p>
      <button type="button" className={styles.button} onClick={() => navigate(0)}>
        {t('chunk.retry')}
      </button>
    </div>
  );
}
