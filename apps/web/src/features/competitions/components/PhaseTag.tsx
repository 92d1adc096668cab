// Where a competition stands: upcoming, registering, judging, finished.
import type { CompetitionPhase } from '@etp/contracts';
import { useTranslation } from 'react-i18next';
import { COMPETITION_NS } from '../i18n';
import styles from './competition.module.css';

export function PhaseTag({ phase }: { phase: CompetitionPhase }) {
  const { t } = useTranslation(COMPETITION_NS);
  return (
    <span className={styles.tag} data-phase={phase}>
      {t(`phase.${phase}`)}
    </span>
  );
}
