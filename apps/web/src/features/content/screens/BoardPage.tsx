// /board: public notice board of classes opening and finished (class, institution, region, dates, size).

import { BOARD_STATES } from '@etp/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBoard } from '@/api/content/getBoard';
import { EmptyState } from '@/components/EmptyState';
import { PageFrame } from '@/components/PageFrame';
import {
  formatDate,
  LinesSkeleton,
  ListControls,
  ListPager,
  LoadFailed,
  PORTAL_NS,
  RowCell,
  portalStyles as styles,
  useListParams,
} from '@/features/portal';

const PAGE_SIZE = 15;

export default function BoardPage() {
  const { t } = useTranslation(PORTAL_NS);
  const { params, update } = useListParams(['keyword', 'state', 'region'], PAGE_SIZE);
  const state = params.state ?? 'opening';
  const query = useBoard({ ...params, state });
  const list = query.data?.list ?? [];
  return (
    <PageFrame titleKey="route.board">
      <ListControls
        keyword={params.keyword ?? ''}
        onSearch={(keyword) => update({ keyword })}
        filter={{
          label: t('filterBy'),
          value: state,
          withAll: false,
          options: BOARD_STATES.map((value) => ({ value, label: t(`board.${value}`) })),
          // The server's default is "opening": keep the address short for it.
          onChange: (value) => update({ state: value === 'opening' ? '' : value }),
        }}
        region={{ value: params.region ?? '', onChange: (region) => update({ region }) }}
        total={query.data?.total}
      />
      {query.isPending ? (
        <LinesSkeleton rows={8} />
      ) : query.isError ? (
        <LoadFailed onRetry={() => void query.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState text={t('emptyList')} />
      ) : (
        <ul className={styles.rows} data-testid="board-rows">
          <li className={`${styles.row} ${styles.rowHead}`} aria-hidden="true">
            <span>{t('className')}</span>
            <span>{t('board.institution')}</span>
            <span>{t('board.region')}</span>
            <span>{t('dates')}</span>
            <span>{t('capacity')}</span>
          </li>
          {list.map((item) => (
            <li key={item.id} className={styles.row} data-testid="list-item">
              <span>
                <strong>{item.name}</strong>
                <br />
                <span className={styles.meta}>{item.course_name}</span>
              </span>
              <RowCell label={t('board.institution')}>
                <Link to={`/organDetail?id=${item.institution_id}`}>{item.institution_name}</Link>
              </RowCell>
              <RowCell label={t('board.region')}>
                <Link
                  to={`/board?${new URLSearchParams({ ...(params.state ? { state } : {}), region: item.region_code })}`}
                >
                  {item.region_name}
                </Link>
              </RowCell>
              <RowCell label={t('dates')}>
                {formatDate(item.start_date)} ~ {formatDate(item.end_date)}
              </RowCell>
              <span>{t('board.enrolled', { enrolled: item.enrolled, capacity: item.capacity })}</span>
            </li>
          ))}
        </ul>
      )}
      {query.data && <ListPager page={params.page ?? 1} size={PAGE_SIZE} total={query.data.total} />}
    </PageFrame>
  );
}
