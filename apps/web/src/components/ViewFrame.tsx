// The frame of a back-office view later issues fill: title, search bar and an empty table.
import { Button, Card, Form, Input, Space, Table } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The view's whitelist name, e.g. 'system/user'; its title is views.<name>. */
  view: string;
  children?: ReactNode;
}

export function ViewFrame({ view, children }: Props) {
  const { t } = useTranslation();
  const columns = [
    { title: t('common.name'), dataIndex: 'name', key: 'name' },
    { title: t('common.status'), dataIndex: 'status', key: 'status' },
    { title: t('common.time'), dataIndex: 'time', key: 'time' },
    { title: t('common.actions'), key: 'actions' },
  ];
  return (
    <Card title={t(`views.${view}`)} data-view={view}>
      {children ?? (
        <>
          <Form layout="inline" style={{ marginBottom: 16, rowGap: 8 }}>
            <Form.Item label={t('common.keyword')}>
              <Input allowClear />
            </Form.Item>
            <Space>
              <Button type="primary">{t('common.search')}</Button>
              <Button>{t('common.reset')}</Button>
            </Space>
          </Form>
          <Table
            rowKey="name"
            columns={columns}
            dataSource={[]}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t('common.empty') }}
          />
        </>
      )}
    </Card>
  );
}
