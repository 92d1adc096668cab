// /feature: the list of new features, newest first (not for students).
import { Card, Empty, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFunctionInfo } from '@/api/operates/getFunctionInfo';
import { formatDateTime } from '@/utils/time';

export default function FeatureIndexView() {
  const { t } = useTranslation();
  const { data, isLoading } = useFunctionInfo();
  const list = [...(data?.list ?? [])].sort((a, b) => b.edit_time.localeCompare(a.edit_time));
  return (
    <Card title={t('feature.title')} data-view="feature/index">
      <Typography.Paragraph type="secondary">{t('feature.intro')}</Typography.Paragraph>
      <List
        loading={isLoading}
        dataSource={list}
        locale={{ emptyText: <Empty description={t('feature.empty')} /> }}
        renderItem={(item) => (
          <List.Item
            extra={
              <Typography.Text type="secondary" data-testid="feature-time">
                {formatDateTime(item.edit_time)}
              </Typography.Text>
            }
          >
            <List.Item.Meta title={item.name} description={item.content} />
          </List.Item>
        )}
      />
    </Card>
  );
}
