// /excellentCase/detail?id=: one excellent case: the founder, the project and the story.
import { useTranslation } from 'react-i18next';
import { PORTAL_NS } from '@/features/portal';
import { ArticleDetailPage } from '../public/ArticleDetailPage';

export default function ExcellentCaseDetailPage() {
  const { t } = useTranslation(PORTAL_NS);
  return (
    <ArticleDetailPage
      kind="case"
      titleKey="route.excellentCaseDetail"
      listPath="/excellentCase/index"
      detailPath="/excellentCase/detail"
      facts={(item) => [
        { label: t('person'), value: item.person },
        { label: t('project'), value: item.project },
      ]}
    />
  );
}
