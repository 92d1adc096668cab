// One competition: its head (cover, phase, organiser), the schedule, tracks, who may enter and the introduction;
// `actions` are the page's own buttons (register, results, services).
import { type CompetitionDetail, siteDay } from '@etp/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/RichText';
import { COMPETITION_NS } from '../i18n';
import styles from './competition.module.css';
import { PhaseTag } from './PhaseTag';

export function Schedule({ item }: { item: CompetitionDetail }) {
  const { t } = useTranslation(COMPETITION_NS);
  const today = siteDay();
  return (
    <section className={styles.section}>
      <h2>{t('schedule')}</h2>
      <ol className={styles.timeline}>
        {item.stages.map((stage) => (
          <li key={stage.id} data-current={stage.starts_on <= today && today <= stage.ends_on}>
            <strong>{t(`stage.${stage.kind}`)}</strong>
            <span>
              {stage.starts_on === stage.ends_on
                ? stage.starts_on
                : t('dates', { from: stage.starts_on, to: stage.ends_on })}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function CompetitionInfo({
  item,
  actions,
  heading = 'h1',
}: {
  item: CompetitionDetail;
  actions: ReactNode;
  heading?: 'h1' | 'h2';
}) {
  const { t } = useTranslation(COMPETITION_NS);
  const Heading = heading;
  return (
    <article className={styles.stack} data-testid="competition-detail">
      <header className={styles.hero}>
        {item.cover && <img className={styles.cover} src={item.cover} alt="" width={960} height={540} />}
        <Heading>{item.name}</Heading>
        <div className={styles.meta}>
          <PhaseTag phase={item.phase} />
          {item.organizer && (
            <span>
              {t('organizer')}
              {t('colon')}
              {item.organizer}
            </span>
          )}
          {item.contact && (
            <span>
              {t('contact')}
              {t('colon')}
              <a href={`tel:${item.contact.replace(/[^\d+-]/g, '')}`}>{item.contact}</a>
            </span>
          )}
        </div>
        <div className={styles.actions}>{actions}</div>
      </header>
      <Schedule item={item} />
      <section className={styles.section}>
        <h2>{t('tracks')}</h2>
        <div className={styles.chips}>
          {item.tracks.map((track) => (
            <span key={track.id} className={styles.tag}>
              {track.name}
            </span>
          ))}
        </div>
      </section>
      {item.eligibility && (
        <section className={styles.section}>
          <h2>{t('eligibility')}</h2>
          <p>{item.eligibility}</p>
        </section>
      )}
      {item.intro && (
        <section className={styles.section}>
          <h2>{t('intro')}</h2>
          <RichText html={item.intro} className={styles.rich} />
        </section>
      )}
    </article>
  );
}

export function ServiceInfo({ item }: { item: CompetitionDetail }) {
  const { t } = useTranslation(COMPETITION_NS);
  return (
    <section className={styles.stack} data-testid="competition-service">
      <h2 style={{ margin: 0, fontSize: 18 }}>{item.name}</h2>
      {item.contact && (
        <p>
          {t('contact')}
          {t('colon')}
          <a href={`tel:${item.contact.replace(/[^\d+-]/g, '')}`}>{item.contact}</a>
        </p>
      )}
      {item.service_info ? (
        <RichText html={item.service_info} className={styles.rich} testId="service-info" />
      ) : (
        <p className={styles.muted}>{t('empty')}</p>
      )}
    </section>
  );
}
