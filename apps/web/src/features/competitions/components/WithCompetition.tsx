// Loads the published competition of ?id= and renders `children` with it; loading, failure and "no such
// competition" are shown in place.
import type { CompetitionDetail } from '@etp/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicCompetition } from '@/api/competitions/getPublicCompetition';
import { RequestError } from '@/api/http';
import { COMPETITION_NS } from '../i18n';
import styles from './competition.module.css';
import { useCompetitionId } from './useCompetitionId';

export function WithCompetition({
  children,
  missing,
}: {
  children: (item: CompetitionDetail) => ReactNode;
  /** What to show without ?id= (a choice of competitions). */
  missing?: ReactNode;
}) {
  const { t } = useTranslation(COMPETITION_NS);
  const id = useCompetitionId();
  const query = usePublicCompetition(id);
  if (!id) return <>{missing ?? <p className={styles.muted}>{t('notFound')}</p>}</>;
  if (query.isPending) {
    return (
      <p className={styles.muted} aria-busy="true">
        …
      </p>
    );
  }
  if (query.isError) {
    if (query.error instanceof RequestError && query.error.code === 404) {
      return <p className={styles.muted}>{t('notFound')}</p>;
    }
    return (
      <p>
        {t('loadFailed')}{' '}
        <button type="button" className={styles.ghost} onClick={() => void query.refetch()}>
          {t('retry')}
        </button>
      </p>
    );
  }
  return <>{children(query.data)}</>;
}
