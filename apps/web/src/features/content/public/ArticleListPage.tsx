// A public article list (news, policies, cases): keyword, one filter group, region, server paging.
import type { Page } from '@etp/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalListParams } from '@/api/content/publicList';
import { EmptyState } from '@/components/EmptyState';
import { PageFrame } from '@/components/PageFrame';
import {
  type FilterKey,
  type FilterOption,
  ListControls,
  ListPager,
  ListSkeleton,
  LoadFailed,
  PORTAL_NS,
  portalStyles as styles,
  useListParams,
} from '@/features/portal';
import { ArticleItem, type ArticleLike } from './ArticleItem';

interface Props<T extends ArticleLike> {
  titleKey: string;
  detailPath: string;
  listPath: string;
  useList: (params: PortalListParams) => UseQueryResult<Page<T>>;
  filter: { key: Extract<FilterKey, 'category' | 'level'>; label: string; options: FilterOption[] };
  extra?: (item: T) => ReactNode;
}

export function ArticleListPage<T extends ArticleLike>({
  titleKey,
  detailPath,
  listPath,
  useList,
  filter,
  extra,
}: Props<T>) {
  const { t } = useTranslation(PORTAL_NS);
  const { params, update } = useListParams(['keyword', filter.key, 'region']);
  const query = useList(params);
  const list = query.data?.list ?? [];
  return (
    <PageFrame titleKey={titleKey}>
      <ListControls
        keyword={params.keyword ?? ''}
        onSearch={(keyword) => update({ keyword })}
        filter={{ ...filter, value: params[filter.key] ?? '', onChange: (value) => update({ [filter.key]: value }) }}
        region={{ value: params.region ?? '', onChange: (region) => update({ region }) }}
        total={query.data?.total}
      />
      {query.isPending ? (
        <ListSkeleton />
      ) : query.isError ? (
        <LoadFailed onRetry={() => void query.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState text={t('emptyList')} />
      ) : (
        <ul className={styles.list} aria-busy={query.isFetching}>
          {list.map((item) => (
            <ArticleItem
              key={item.id}
              item={item}
              href={`${detailPath}?id=${item.id}`}
              regionHref={item.region_code ? `${listPath}?region=${item.region_code}` : undefined}
              extra={extra?.(item)}
            />
          ))}
        </ul>
      )}
      {query.data && <ListPager page={params.page ?? 1} size={params.size ?? 10} total={query.data.total} />}
    </PageFrame>
  );
}
