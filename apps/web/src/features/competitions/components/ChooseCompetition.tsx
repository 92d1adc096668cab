// A short list of competitions to choose from when a page is opened without ?id= (registration, services).
import type { CompetitionPhase } from '@etp/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePublicCompetitions } from '@/api/competitions/getPublicCompetitions';
import { COMPETITION_NS } from '../i18n';
import styles from './competition.module.css';

export function ChooseCompetition({ to, phase }: { to: string; phase?: CompetitionPhase }) {
  const { t } = useTranslation(COMPETITION_NS);
  const query = usePublicCompetitions({ page: 1, size: 20, ...(phase ? { phase } : {}) });
  const list = query.data?.list ?? [];
  return (
    <div className={styles.stack}>
      <p className={styles.muted} style={{ margin: 0 }}>
        {t('chooseCompetition')}
      </p>
      {query.isSuccess && list.length === 0 && <p>{t('empty')}</p>}
      <ul className={styles.results}>
        {list.map((item) => (
          <li key={item.id} className={styles.result}>
            <Link className={styles.ghost} to={`${to}?id=${item.id}`}>
              {item.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
