// /newsList: published news, searchable, by category and region, paged by the server.

import { NEWS_CATEGORIES } from '@etp/contracts';
import { useTranslation } from 'react-i18next';
import { useNewsList } from '@/api/content/getNewsList';
import { PORTAL_NS } from '@/features/portal';
import { ArticleListPage } from '../public/ArticleListPage';

const categories = NEWS_CATEGORIES.map((value) => ({ value, label: value }));

export default function NewsListPage() {
  const { t } = useTranslation(PORTAL_NS);
  return (
    <ArticleListPage
      titleKey="route.newsList"
      listPath="/newsList"
      detailPath="/newsDetail"
      useList={useNewsList}
      filter={{ key: 'category', label: t('filterBy'), options: categories }}
    />
  );
}
