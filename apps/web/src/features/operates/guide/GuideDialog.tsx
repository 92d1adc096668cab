// The operate guide: the manual (sanitised HTML) and the feature items with attachments.

import { Empty, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOperateInfo } from '@/api/operates/getOperateInfo';
import { RichText } from '@/components/RichText';
import { GuideFeatures } from './GuideFeatures';

export function GuideDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { data } = useOperateInfo(open);
  return (
    <Modal
      title={t('guide.title')}
      open={open}
      onCancel={onClose}
      onOk={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
      width={720}
      data-testid="guide-dialog"
    >
      <Typography.Title level={5}>{t('guide.manual')}</Typography.Title>
      {data?.manual ? (
        <RichText html={data.manual} className="" testId="guide-manual" />
      ) : (
        <Empty description={t('guide.noManual')} />
      )}
      {data && <GuideFeatures items={data.feature} />}
    </Modal>
  );
}
