// The carousel and the sections of the portal home: news, policies, organisations, excellent cases and the
// competition teaser. A chunk of its own, fetched right after the page (not part of the first-load budget).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOpenCompetitions } from '@/api/competitions/getOpenCompetitions';
import { useCarousel } from '@/api/content/getCarousel';
import { useCaseList } from '@/api/content/getCaseList';
import { useNewsList } from '@/api/content/getNewsList';
import { useOrganizationList } from '@/api/content/getOrganizationList';
import { usePolicyList } from '@/api/content/getPolicyList';
import { EmptyState } from '@/components/EmptyState';
import { Carousel } from '../components/Carousel';
import { LinesSkeleton } from '../components/Skeletons';
import styles from '../screens/PortalPage.module.css';
import { SECTIONS_NS } from './i18n';
import { SectionHead, TitleList } from './Section';

// Every section appears at once, when all four lists are in: growing one by one from skeletons, they
// would push each other down the screen (layout shift).
export default function HomeSections() {
  const waiting = [
    useNewsList({ page: 1, size: 7 }),
    usePolicyList({ page: 1, size: 7 }),
    useOrganizationList({ page: 1, size: 4 }),
    useCaseList({ page: 1, size: 4 }),
  ].some((query) => query.isPending);
  if (waiting) return <div className={styles.sectionsPlaceholder} aria-busy="true" />;
  return (
    <>
      <div className={styles.columns}>
        <NewsSection />
        <PolicySection />
      </div>
      <OrganSection />
      <CaseSection />
      <CompetitionTeaser />
    </>
  );
}

function OrganSection() {
  const { t } = useTranslation(SECTIONS_NS);
  const { data, isPending } = useOrganizationList({ page: 1, size: 4 });
  return (
    <section className={styles.panel}>
      <SectionHead title={t('translation:portal.organ')} more="/organList" />
      {isPending ? (
        <LinesSkeleton rows={3} />
      ) : !data?.list.length ? (
        <EmptyState text={t('empty')} />
      ) : (
        <ul className={styles.grid} data-testid="home-organs">
          {data.list.map((item) => (
            <li key={item.id} className={styles.organ}>
              {item.logo && <img src={item.logo} alt="" width={48} height={48} loading="lazy" />}
              <div>
                <Link to={`/organDetail?id=${item.id}`}>{item.name}</Link>
                <span>
                  {item.region_name} · {t(`kind.${item.kind}`)}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CaseSection() {
  const { t } = useTranslation(SECTIONS_NS);
  const { data, isPending } = useCaseList({ page: 1, size: 4 });
  return (
    <section className={styles.panel}>
      <SectionHead title={t('translation:portal.excellentCase')} more="/excellentCase/index" />
      {isPending ? (
        <LinesSkeleton rows={3} />
      ) : !data?.list.length ? (
        <EmptyState text={t('empty')} />
      ) : (
        <ul className={styles.grid} data-testid="home-cases">
          {data.list.map((item) => (
            <li key={item.id} className={styles.case}>
              <Link to={`/excellentCase/detail?id=${item.id}`}>
                {item.cover && <img src={item.cover} alt="" loading="lazy" decoding="async" />}
                <strong>{item.title}</strong>
              </Link>
              <span>{[item.person, item.region_name].filter(Boolean).join(' · ')}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CompetitionTeaser() {
  const { t } = useTranslation(SECTIONS_NS);
  const open = useOpenCompetitions().data?.slice(0, 3) ?? [];
  return (
    <section className={styles.competition} data-testid="home-competition">
      <div className={styles.competitionText}>
        <h2>{t('competitionTitle')}</h2>
        <p>{t('competitionText')}</p>
        {open.length > 0 && (
          <ul className={styles.competitionOpen} data-testid="home-competition-open">
            {open.map((item) => {
              const registration = item.stages.find((s) => s.kind === 'registration');
              return (
                <li key={item.id}>
                  <Link to={`/competition/listDetail?id=${item.id}`}>{item.name}</Link>
                  <span>
                    {t(`competitionPhase.${item.phase}`)}
                    {item.registration_open && registration
                      ? ` · ${t('competitionUntil', { date: registration.ends_on })}`
                      : ''}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <div className={styles.competitionLinks}>
        <Link to="/competition/list" className={styles.competitionPrimary}>
          {t('competitionEnter')}
        </Link>
        <Link to="/competition/resultQuery">{t('competitionResult')}</Link>
      </div>
    </section>
  );
}

function NewsSection() {
  const { t } = useTranslation(SECTIONS_NS);
  const { data, isPending } = useNewsList({ page: 1, size: 7 });
  const [lead, ...rest] = data?.list ?? [];
  return (
    <section className={`${styles.panel} ${styles.wide}`}>
      <SectionHead title={t('translation:portal.news')} more="/newsList" />
      {isPending ? (
        <LinesSkeleton rows={6} />
      ) : !lead ? (
        <EmptyState text={t('empty')} />
      ) : (
        <div className={styles.newsBody}>
          <Link to={`/newsDetail?id=${lead.id}`} className={styles.lead}>
            {lead.cover && <img src={lead.cover} alt="" decoding="async" />}
            <strong>{lead.title}</strong>
            <span className={styles.leadSummary}>{lead.summary}</span>
          </Link>
          <TitleList items={rest} detailPath="/newsDetail" testId="home-news" />
        </div>
      )}
    </section>
  );
}

function PolicySection() {
  const { t } = useTranslation(SECTIONS_NS);
  const { data, isPending } = usePolicyList({ page: 1, size: 7 });
  return (
    <section className={styles.panel}>
      <SectionHead title={t('translation:portal.policy')} more="/policyList" />
      {isPending ? (
        <LinesSkeleton rows={6} />
      ) : !data?.list.length ? (
        <EmptyState text={t('empty')} />
      ) : (
        <TitleList items={data.list} detailPath="/policyDetail" testId="home-policies" />
      )}
    </section>
  );
}

export function HomeCarousel() {
  const { t } = useTranslation(SECTIONS_NS);
  const { data, isPending } = useCarousel();
  if (isPending) return <div className={styles.carouselPlaceholder} aria-busy="true" />;
  if (!data?.length) {
    return (
      <div className={styles.carouselPlaceholder}>
        <p>{t('translation:portal.carouselEmpty')}</p>
      </div>
    );
  }
  return <Carousel slides={data} />;
}
