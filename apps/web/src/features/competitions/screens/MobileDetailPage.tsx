// /mobile/competition/listDetail?id=[&tab=register|correct]: one competition on a phone, with registration and
// correction in place (phone-first form).
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CompetitionInfo } from '../components/CompetitionInfo';
import styles from '../components/competition.module.css';
import { WithCompetition } from '../components/WithCompetition';
import { COMPETITION_NS } from '../i18n';
import { MobilePage } from '../mobile/MobilePage';

// The forms (and their captcha, region and upload fields) load when a tab asks for them: most visitors only read.
const RegisterPanel = lazy(() => import('../components/RegisterPanel').then((m) => ({ default: m.RegisterPanel })));
const CorrectPanel = lazy(() => import('../components/RegisterPanel').then((m) => ({ default: m.CorrectPanel })));

export default function MobileDetailPage() {
  const { t } = useTranslation(COMPETITION_NS);
  const [search] = useSearchParams();
  const tab = search.get('tab');
  return (
    <MobilePage titleKey="route.competitionDetail">
      <WithCompetition>
        {(item) => {
          const base = `/mobile/competition/listDetail?id=${item.id}`;
          if (tab === 'register' || tab === 'correct') {
            return (
              <div className={styles.stack}>
                <h2 style={{ margin: 0, fontSize: 18 }}>{item.name}</h2>
                <nav className={styles.tabs}>
                  <Link className={styles.ghost} to={base}>
                    {t('details')}
                  </Link>
                  <Link
                    className={tab === 'register' ? styles.button : styles.ghost}
                    aria-current={tab === 'register' ? 'page' : undefined}
                    to={`${base}&tab=register`}
                  >
                    {t('register')}
                  </Link>
                  <Link
                    className={tab === 'correct' ? styles.button : styles.ghost}
                    aria-current={tab === 'correct' ? 'page' : undefined}
                    to={`${base}&tab=correct`}
                    data-testid="go-correct"
                  >
                    {t('correct')}
                  </Link>
                </nav>
                <Suspense fallback={<p className={styles.muted}>{t('loading')}</p>}>
                  {tab === 'register' ? <RegisterPanel competition={item} /> : <CorrectPanel competition={item} />}
                </Suspense>
              </div>
            );
          }
          return (
            <CompetitionInfo
              item={item}
              heading="h2"
              actions={
                <>
                  {item.registration_open && (
                    <Link className={styles.button} to={`${base}&tab=register`} data-testid="go-register">
                      {t('register')}
                    </Link>
                  )}
                  {item.registration_open && (
                    <Link className={styles.ghost} to={`${base}&tab=correct`}>
                      {t('correct')}
                    </Link>
                  )}
                  <Link className={styles.ghost} to={`/mobile/competition/service?id=${item.id}`}>
                    {t('service')}
                  </Link>
                </>
              }
            />
          );
        }}
      </WithCompetition>
    </MobilePage>
  );
}
