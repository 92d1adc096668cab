// /policyList: published policies by level (national / province / city), keyword and region.
import type { PolicyListItem } from '@etp/contracts';
import { POLICY_LEVELS } from '@etp/contracts';
import { useTranslation } from 'react-i18next';
import { usePolicyList } from '@/api/content/getPolicyList';
import { PORTAL_NS, portalStyles as styles } from '@/features/portal';
import { ArticleListPage } from '../public/ArticleListPage';

export default function PolicyListPage() {
  const { t } = useTranslation(PORTAL_NS);
  const levels = POLICY_LEVELS.map((value) => ({ value, label: t(`level.${value}`) }));
  return (
    <ArticleListPage
      titleKey="route.policyList"
      listPath="/policyList"
      detailPath="/policyDetail"
      useList={usePolicyList}
      filter={{ key: 'level', label: t('filterBy'), options: levels }}
      extra={(item: PolicyListItem) => (
        <>
          <span className={styles.tag}>{t(`level.${item.level}`)}</span>
          {item.document_number && <span>{item.document_number}</span>}
        </>
      )}
    />
  );
}
