// Back-office view 'system/operate': the operate guide per role and the new-feature list.
import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { FaqList } from '../manage/FaqList';
import { FeatureList } from '../manage/FeatureList';
import { GuideEditor } from '../manage/GuideEditor';

export default function SystemOperateView() {
  const { t } = useTranslation();
  const { t: ts } = useTranslation('operates');
  return (
    <Card title={t('views.system/operate')} data-view="system/operate">
      <Tabs
        items={[
          { key: 'guide', label: ts('operate.guide'), children: <GuideEditor /> },
          { key: 'features', label: ts('operate.features'), children: <FeatureList /> },
          { key: 'faq', label: ts('operate.faq'), children: <FaqList /> },
        ]}
      />
    </Card>
  );
}
