// /studentFront/manual: the operate guide's manual (sanitised HTML) and its feature items with attachments
// (GET /o/v1/operates/operate-info), readable on a phone.
import { Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOperateInfo } from '@/api/operates/getOperateInfo';
import { PageFrame } from '@/components/PageFrame';
import { RichText } from '@/components/RichText';
import { GuideFeatures } from '@/features/operates';
import '../centre/i18n';

export default function ManualPage() {
  const { t } = useTranslation('studentFront');
  const info = useOperateInfo(true);
  return (
    <PageFrame titleKey="route.manual">
      {info.isLoading ? (
        <Skeleton active />
      ) : info.data?.manual ? (
        <RichText html={info.data.manual} className="" testId="manual-text" />
      ) : (
        <Empty description={t('manual.empty')} />
      )}
      {info.data && <GuideFeatures items={info.data.feature} spaced />}
    </PageFrame>
  );
}
