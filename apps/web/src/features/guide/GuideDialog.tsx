// The operate guide: the manual (sanitised HTML) and the feature items with attachments.

import { Empty, List, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOperateInfo } from '@/api/operates/getOperateInfo';
import { RichText } from '@/components/RichText';

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
      {data && data.feature.length > 0 && (
        <>
          <Typography.Title level={5}>{t('guide.features')}</Typography.Title>
          <List
            dataSource={data.feature}
            renderItem={(item) => (
              <List.Item>
                <List.Item.Meta
                  title={item.name}
                  description={
                    <>
                      <div>{item.content}</div>
                      {item.attachment_id.map((file) => (
                        <a key={file.id} href={file.url} target="_blank" rel="noreferrer" style={{ marginRight: 8 }}>
                          {file.name}
                        </a>
                      ))}
                    </>
                  }
                />
              </List.Item>
            )}
          />
        </>
      )}
    </Modal>
  );
}
