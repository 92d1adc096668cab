// /competition/registration?id=[&mode=correct]: register for a competition, or correct a registration.
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageFrame } from '@/components/PageFrame';
import { ChooseCompetition } from '../components/ChooseCompetition';
import styles from '../components/competition.module.css';
import { CorrectPanel, RegisterPanel } from '../components/RegisterPanel';
import { WithCompetition } from '../components/WithCompetition';
import { COMPETITION_NS } from '../i18n';

export default function RegistrationPage() {
  const { t } = useTranslation(COMPETITION_NS);
  const [search] = useSearchParams();
  const correcting = search.get('mode') === 'correct';
  return (
    <PageFrame titleKey="route.competitionRegistration">
      <WithCompetition missing={<ChooseCompetition to="/competition/registration" phase="registering" />}>
        {(item) => (
          <div className={styles.stack} style={{ maxWidth: 640 }}>
            <h2 style={{ margin: 0, fontSize: 18 }}>{item.name}</h2>
            <nav className={styles.tabs}>
              <Link
                className={correcting ? styles.ghost : styles.button}
                aria-current={correcting ? undefined : 'page'}
                to={`/competition/registration?id=${item.id}`}
              >
                {t('register')}
              </Link>
              <Link
                className={correcting ? styles.button : styles.ghost}
                aria-current={correcting ? 'page' : undefined}
                to={`/competition/registration?id=${item.id}&mode=correct`}
                data-testid="go-correct"
              >
                {t('correct')}
              </Link>
            </nav>
            {correcting ? <CorrectPanel competition={item} /> : <RegisterPanel competition={item} />}
          </div>
        )}
      </WithCompetition>
    </PageFrame>
  );
}
