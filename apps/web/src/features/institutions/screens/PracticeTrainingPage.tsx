// /practiceTraining: the entrepreneurship simulation training (创业模拟实训) entry: what it is, its modules, the
// practical-training institutions and their open classes (real data), and a sign-up that lands as a lead for them.
import type { OpenClass } from '@etp/contracts';
import { useTranslation } from 'react-i18next';
import { usePracticalTraining } from '@/api/institutions/getPracticalTraining';
import { EmptyState } from '@/components/EmptyState';
import { PageFrame } from '@/components/PageFrame';
import { LinesSkeleton, LoadFailed, portalStyles as styles } from '@/features/portal';
import { SignUpForm } from '@/features/signups';
import page from '../practice/practice.module.css';
import '../practice/i18n';

const MODULES = ['market', 'plan', 'register', 'operate', 'finance', 'pitch'] as const;

function ClassLine({ item }: { item: OpenClass }) {
  const { t } = useTranslation('practiceTraining');
  return (
    <li className={page.class} data-testid="practice-class">
      <span className={page.className}>{item.name}</span>
      <div className={styles.meta}>
        <span className={styles.tag}>{t(item.status)}</span>
        <span>{item.course_name}</span>
        <span>{t(`modes.${item.mode}`)}</span>
        {item.start_date && item.end_date && <span>{t('dates', { start: item.start_date, end: item.end_date })}</span>}
        <span className={item.seats_left === 0 ? page.full : undefined}>
          {item.seats_left === 0 ? t('full') : t('seatsLeft', { count: item.seats_left })}
        </span>
      </div>
    </li>
  );
}

export default function PracticeTrainingPage() {
  const { t } = useTranslation('practiceTraining');
  const query = usePracticalTraining();
  return (
    <PageFrame titleKey="route.practiceTraining">
      <p className={page.intro}>{t('intro')}</p>
      <section className={page.section} aria-labelledby="practice-modules">
        <h2 id="practice-modules">{t('modulesTitle')}</h2>
        <ul className={page.modules}>
          {MODULES.map((key) => (
            <li key={key} className={page.module}>
              <h3>{t(`modules.${key}.title`)}</h3>
              <p>{t(`modules.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className={page.section} aria-labelledby="practice-institutions">
        <h2 id="practice-institutions">{t('institutionsTitle')}</h2>
        <p className={page.hint}>{t('institutionsHint')}</p>
        {query.isPending ? (
          <LinesSkeleton rows={4} />
        ) : query.isError ? (
          <LoadFailed onRetry={() => void query.refetch()} />
        ) : query.data.length === 0 ? (
          <EmptyState text={t('empty')} />
        ) : (
          <ul className={styles.cards} data-testid="practice-institutions">
            {query.data.map((item) => (
              <li key={item.id} className={styles.card} data-testid="practice-institution">
                <div className={styles.cardBody}>
                  <h3>{item.name}</h3>
                  <div className={styles.meta}>
                    <span>{item.region_name}</span>
                    {item.phone && <span>{`${t('phone')} ${item.phone}`}</span>}
                  </div>
                  {item.intro && <p className={styles.summary}>{item.intro}</p>}
                  {item.classes.length === 0 ? (
                    <p className={page.hint}>{t('noClasses')}</p>
                  ) : (
                    <ul className={page.classes}>
                      {item.classes.map((c) => (
                        <ClassLine key={c.id} item={c} />
                      ))}
                    </ul>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={`${page.section} ${page.form}`} aria-labelledby="practice-sign-up">
        <h2 id="practice-sign-up">{t('signUpTitle')}</h2>
        <p className={page.hint}>{t('signUpHint')}</p>
        <SignUpForm
          draftKey="practice-sign-up"
          institutionKind="practical_training"
          testId="practice-sign-up-form"
          submitTestId="practice-sign-up-submit"
        />
      </section>
    </PageFrame>
  );
}
