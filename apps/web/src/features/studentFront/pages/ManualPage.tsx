// /studentFront/manual: the operate guide's manual (sanitised HTML) and its feature items with attachments
// (GET /o/v1/operates/operate-info), readable on a phone.
import { Empty, List, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOperateInfo } from '@/api/operates/getOperateInfo';
import { PageFrame } from '@/components/PageFrame';
import { RichText } from '@/components/RichText';
import '../i18n';

export default function ManualPage() {
  const { t } = useTranslation('studentFront');
  const { t: tc } = useTranslation();
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
      {info.data && info.data.feature.length > 0 && (
        <>
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {tc('guide.features')}
          </Typography.Title>
          <List
            dataSource={info.data.feature}
            renderItem={(item) => (
              <List.Item>
                <List.Item.Meta
                  title={item.name}
                  description={
                    <>
                      <div style={{ overflowWrap: 'anywhere' }}>{item.content}</div>
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
    </PageFrame>
  );
}
