// /portal: the page itself is the frame and the quick entries; the carousel and the sections (news,
// policies, organisations, cases, competition) are one chunk asked for as this module runs, while the
// carousel's data is already on its way. Plain markup and the shell's runtime only: this page has the
// tightest first-load budget of the product.
import { usePrefetchQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { carouselQuery } from '@/api/content/getCarousel';
import { LineIcon, type LineIconName } from '@/components/LineIcon';
import { siteTitle, useSite } from '@/stores/site';
import { HOME_NS } from '../homeI18n';
import styles from './PortalPage.module.css';

// Asked for as soon as this module runs, not when React first renders the fallback.
const sectionsChunk = import('../home/HomeSections');
const HomeSections = lazy(() => sectionsChunk);
const HomeCarousel = lazy(() => sectionsChunk.then((module) => ({ default: module.HomeCarousel })));

const QUICK_ENTRIES: { to: string; key: LineIconName }[] = [
  { to: '/szbSignUpForm', key: 'signUp' },
  { to: '/completionTest', key: 'completionTest' },
  { to: '/surveyLink', key: 'survey' },
  { to: '/faceRecognition', key: 'face' },
  { to: '/practiceTraining', key: 'practice' },
];

export default function PortalPage() {
  const { t } = useTranslation(HOME_NS);
  const system = useSite((s) => s.system);
  // The slides (the largest paint) are fetched in parallel with the chunk that draws them.
  usePrefetchQuery(carouselQuery());
  return (
    <div className={styles.home}>
      <h1 className="visually-hidden">{siteTitle(system)}</h1>
      <Suspense fallback={<div className={styles.carouselPlaceholder} aria-busy="true" />}>
        <HomeCarousel />
      </Suspense>
      <nav className={styles.quick} aria-label={t('translation:portal.quickEntries')} data-testid="quick-entries">
        {QUICK_ENTRIES.map((entry) => (
          <Link key={entry.to} to={entry.to} className={styles.quickItem}>
            <span className={styles.quickIcon}>
              <LineIcon name={entry.key} />
            </span>
            {t(entry.key)}
          </Link>
        ))}
      </nav>
      <Suspense fallback={<div className={styles.sectionsPlaceholder} aria-busy="true" />}>
        <HomeSections />
      </Suspense>
    </div>
  );
}
