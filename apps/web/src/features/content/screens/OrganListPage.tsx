// /organList: approved training and practical-training institutions, by kind, keyword and region.

import { INSTITUTION_KINDS } from '@etp/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOrganizationList } from '@/api/content/getOrganizationList';
import { EmptyState } from '@/components/EmptyState';
import { PageFrame } from '@/components/PageFrame';
import {
  LinesSkeleton,
  ListControls,
  ListPager,
  LoadFailed,
  PORTAL_NS,
  portalStyles as styles,
  useListParams,
} from '@/features/portal';

const PAGE_SIZE = 12;

export default function OrganListPage() {
  const { t } = useTranslation(PORTAL_NS);
  const { params, update } = useListParams(['keyword', 'kind', 'region'], PAGE_SIZE);
  const query = useOrganizationList(params);
  const list = query.data?.list ?? [];
  return (
    <PageFrame titleKey="route.organList">
      <ListControls
        keyword={params.keyword ?? ''}
        onSearch={(keyword) => update({ keyword })}
        filter={{
          label: t('filterBy'),
          value: params.kind ?? '',
          options: INSTITUTION_KINDS.map((value) => ({ value, label: t(`kind.${value}`) })),
          onChange: (kind) => update({ kind }),
        }}
        region={{ value: params.region ?? '', onChange: (region) => update({ region }) }}
        total={query.data?.total}
      />
      {query.isPending ? (
        <LinesSkeleton rows={6} />
      ) : query.isError ? (
        <LoadFailed onRetry={() => void query.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState text={t('emptyList')} />
      ) : (
        <ul className={styles.cards}>
          {list.map((item) => (
            <li key={item.id} className={styles.card} data-testid="list-item">
              <div className={styles.cardBody}>
                <div className={styles.orgHead}>
                  {item.logo && <img className={styles.logo} src={item.logo} alt="" loading="lazy" />}
                  <h2>
                    <Link to={`/organDetail?id=${item.id}`}>{item.name}</Link>
                  </h2>
                </div>
                <p className={styles.summary}>{item.intro}</p>
                <div className={styles.meta}>
                  <span className={styles.tag}>{t(`kind.${item.kind}`)}</span>
                  <Link to={`/organList?region=${item.region_code}`}>{item.region_name}</Link>
                  <span>{t('classesOpening', { count: item.classes_opening })}</span>
                </div>
                {item.phone && <div className={styles.meta}>{`${t('phone')}${t('colon')}${item.phone}`}</div>}
              </div>
            </li>
          ))}
        </ul>
      )}
      {query.data && <ListPager page={params.page ?? 1} size={PAGE_SIZE} total={query.data.total} />}
    </PageFrame>
  );
}
