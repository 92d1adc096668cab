// /competition/listDetail?id=: one competition with its schedule, tracks and introduction, and the way in.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '@/components/PageFrame';
import { CompetitionInfo } from '../components/CompetitionInfo';
import styles from '../components/competition.module.css';
import { WithCompetition } from '../components/WithCompetition';
import { COMPETITION_NS } from '../i18n';

export default function CompetitionDetailPage() {
  const { t } = useTranslation(COMPETITION_NS);
  return (
    <PageFrame titleKey="route.competitionDetail">
      <WithCompetition>
        {(item) => (
          <CompetitionInfo
            item={item}
            heading="h2"
            actions={
              <>
                {item.registration_open && (
                  <Link
                    className={styles.button}
                    to={`/competition/registration?id=${item.id}`}
                    data-testid="go-register"
                  >
                    {t('register')}
                  </Link>
                )}
                {item.registration_open && (
                  <Link className={styles.ghost} to={`/competition/registration?id=${item.id}&mode=correct`}>
                    {t('correct')}
                  </Link>
                )}
                <Link className={styles.ghost} to="/competition/resultQuery">
                  {t('results')}
                </Link>
                <Link className={styles.ghost} to={`/competition/serve?id=${item.id}`}>
                  {t('service')}
                </Link>
              </>
            }
          />
        )}
      </WithCompetition>
    </PageFrame>
  );
}
