// The page around an article detail: ?id= from the address, skeleton, not found, failure.
import type { ArticleKindName } from '@etp/contracts';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { type ArticleDetails, useArticleDetail } from '@/api/content/getArticleDetail';
import { RequestError } from '@/api/http';
import { PageFrame } from '@/components/PageFrame';
import { DetailSkeleton, idFrom, LoadFailed, NotFound } from '@/features/portal';
import { ArticleDetail } from './ArticleDetail';

interface Props<K extends ArticleKindName> {
  kind: K;
  titleKey: string;
  listPath: string;
  detailPath: string;
  facts?: (item: ArticleDetails[K]) => { label: string; value: ReactNode }[];
}

export function ArticleDetailPage<K extends ArticleKindName>({
  kind,
  titleKey,
  listPath,
  detailPath,
  facts,
}: Props<K>) {
  const [search] = useSearchParams();
  const id = idFrom(search);
  const query = useArticleDetail(kind, id);
  const missing = !id || (query.error instanceof RequestError && query.error.code === 404);
  return (
    <PageFrame titleKey={titleKey}>
      {missing ? (
        <NotFound listPath={listPath} />
      ) : query.isPending ? (
        <DetailSkeleton />
      ) : query.isError ? (
        <LoadFailed onRetry={() => void query.refetch()} />
      ) : (
        <ArticleDetail item={query.data} detailPath={detailPath} facts={facts?.(query.data)} />
      )}
    </PageFrame>
  );
}
