// /excellentCase/index: excellent cases by category, keyword and region.
import type { CaseListItem } from '@etp/contracts';
import { CASE_CATEGORIES } from '@etp/contracts';
import { useTranslation } from 'react-i18next';
import { useCaseList } from '@/api/content/getCaseList';
import { PORTAL_NS } from '@/features/portal';
import { ArticleListPage } from '../public/ArticleListPage';

const categories = CASE_CATEGORIES.map((value) => ({ value, label: value }));

export default function ExcellentCaseListPage() {
  const { t } = useTranslation(PORTAL_NS);
  return (
    <ArticleListPage
      titleKey="route.excellentCase"
      listPath="/excellentCase/index"
      detailPath="/excellentCase/detail"
      useList={useCaseList}
      filter={{ key: 'category', label: t('filterBy'), options: categories }}
      extra={(item: CaseListItem) => item.person && <span>{`${t('person')}${t('colon')}${item.person}`}</span>}
    />
  );
}
