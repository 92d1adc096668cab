// /organDetail?id=: an institution page: intro, contact, its rich text and the classes it has open.
import type { OrganizationDetail } from '@etp/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useOrganizationDetail } from '@/api/content/getOrganizationDetail';
import { RequestError } from '@/api/http';
import { PageFrame } from '@/components/PageFrame';
import { RichText } from '@/components/RichText';
import {
  DetailSkeleton,
  Facts,
  formatDate,
  idFrom,
  LoadFailed,
  NotFound,
  PORTAL_NS,
  RowCell,
  portalStyles as styles,
} from '@/features/portal';

export default function OrganDetailPage() {
  const [search] = useSearchParams();
  const id = idFrom(search);
  const query = useOrganizationDetail(id);
  const missing = !id || (query.error instanceof RequestError && query.error.code === 404);
  return (
    <PageFrame titleKey="route.organDetail">
      {missing ? (
        <NotFound listPath="/organList" />
      ) : query.isPending ? (
        <DetailSkeleton />
      ) : query.isError ? (
        <LoadFailed onRetry={() => void query.refetch()} />
      ) : (
        <Organization item={query.data} />
      )}
    </PageFrame>
  );
}

function Organization({ item }: { item: OrganizationDetail }) {
  const { t } = useTranslation(PORTAL_NS);
  const facts = [
    { label: t('contact'), value: item.contact },
    { label: t('phone'), value: item.phone },
    { label: t('address'), value: item.address },
  ];
  return (
    <article className={styles.article} data-testid="article-detail">
      {item.cover && <img className={styles.cardCover} src={item.cover} alt="" style={{ borderRadius: 8 }} />}
      <div className={styles.orgHead} style={{ margin: '16px 0' }}>
        {item.logo && <img className={styles.logo} src={item.logo} alt="" />}
        <div style={{ minWidth: 0 }}>
          <h2 className={styles.articleTitle} style={{ textAlign: 'left', margin: 0 }}>
            {item.name}
          </h2>
          <div className={styles.meta}>
            <span className={styles.tag}>{t(`kind.${item.kind}`)}</span>
            <span>{item.region_name}</span>
          </div>
        </div>
      </div>
      {item.intro && (
        <p className={styles.summary} style={{ WebkitLineClamp: 'unset' }}>
          {item.intro}
        </p>
      )}
      <Facts facts={facts} />
      <RichText html={item.content} />
      <section style={{ marginTop: 24 }} data-testid="organ-classes">
        <h3>{t('classes')}</h3>
        {item.classes.length === 0 ? (
          <p className={styles.state}>{t('noClasses')}</p>
        ) : (
          <ul className={styles.rows}>
            <li className={`${styles.row} ${styles.rowHead}`} aria-hidden="true">
              <span>{t('className')}</span>
              <span>{t('course')}</span>
              <span>{t('capacity')}</span>
              <span>{t('dates')}</span>
              <span />
            </li>
            {item.classes.map((cls) => (
              <li key={cls.id} className={styles.row}>
                <strong>{cls.name}</strong>
                <RowCell label={t('course')}>{cls.course_name}</RowCell>
                <RowCell label={t('capacity')}>{t('people', { count: cls.capacity })}</RowCell>
                <RowCell label={t('dates')}>
                  {formatDate(cls.start_date)} ~ {formatDate(cls.end_date)}
                </RowCell>
                <span />
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
