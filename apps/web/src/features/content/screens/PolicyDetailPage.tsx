// /policyDetail?id=: a policy with its issuing body, document number, level and effective date.
import { useTranslation } from 'react-i18next';
import { formatDate, PORTAL_NS } from '@/features/portal';
import { ArticleDetailPage } from '../public/ArticleDetailPage';

export default function PolicyDetailPage() {
  const { t } = useTranslation(PORTAL_NS);
  return (
    <ArticleDetailPage
      kind="policy"
      titleKey="route.policyDetail"
      listPath="/policyList"
      detailPath="/policyDetail"
      facts={(item) => [
        { label: t('issuingBody'), value: item.issuing_body },
        { label: t('documentNumber'), value: item.document_number },
        { label: t('levelLabel'), value: t(`level.${item.level}`) },
        { label: t('effectiveDate'), value: formatDate(item.effective_date) },
      ]}
    />
  );
}
