// The operate guide's feature items with their attachments: shown by the guide dialog and the student's manual page.
import type { OperateInfo } from '@etp/contracts';
import { List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export function GuideFeatures({ items, spaced = false }: { items: OperateInfo['feature']; spaced?: boolean }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <>
      <Typography.Title level={5} style={spaced ? { marginTop: 24 } : undefined}>
        {t('guide.features')}
      </Typography.Title>
      <List
        dataSource={items}
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
  );
}
