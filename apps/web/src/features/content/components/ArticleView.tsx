// The three article screens (news, policies, cases) share one manager; each names its filters and columns.
import {
  type ArticleKindName,
  CASE_CATEGORIES,
  NEWS_CATEGORIES,
  POLICY_CATEGORIES,
  POLICY_LEVELS,
} from '@etp/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_NS } from '../i18n';
import { articleDrawer, articlePreview } from './articleForm';
import { ContentManager } from './ContentManager';
import type { ManagedRow } from './status';

interface ArticleRow extends ManagedRow {
  category: string;
  region_name: string;
  view_count: number;
  level?: string;
}

const CATEGORIES: Record<ArticleKindName, readonly string[]> = {
  news: NEWS_CATEGORIES,
  policy: POLICY_CATEGORIES,
  case: CASE_CATEGORIES,
};

export function ArticleView({ kind, view }: { kind: ArticleKindName; view: string }) {
  const { t } = useTranslation(CONTENT_NS);
  const drawer = useMemo(() => articleDrawer(kind, t, CATEGORIES[kind]), [kind, t]);
  const filters = [
    { name: 'category' as const, options: CATEGORIES[kind].map((value) => ({ value, label: value })) },
    ...(kind === 'policy'
      ? [{ name: 'level' as const, options: POLICY_LEVELS.map((value) => ({ value, label: t(`level.${value}`) })) }]
      : []),
  ];
  return (
    <ContentManager<ArticleRow>
      kind={kind}
      view={view}
      filters={filters}
      drawer={drawer}
      toPreview={articlePreview}
      columns={[
        { title: t('field.category'), dataIndex: 'category', width: 110 },
        ...(kind === 'policy'
          ? [{ title: t('field.level'), dataIndex: 'level', width: 90, render: (v: string) => t(`level.${v}`) }]
          : []),
        { title: t('field.region'), dataIndex: 'region_name', width: 100, render: (v: string) => v || t('everywhere') },
        { title: t('field.views'), dataIndex: 'view_count', width: 80 },
      ]}
    />
  );
}
