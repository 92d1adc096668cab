// The items of one dictionary type.
import { PlusOutlined } from '@ant-design/icons';
import type { DictItemRow, DictTypeRow } from '@etp/contracts';
import { Button, Card, Empty, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteDictItem } from '@/api/dicts/deleteDictItem';
import { useDictItems } from '@/api/dicts/listDictItems';
import { useConfirmDelete } from '@/components/admin/confirm';
import { ListError } from '@/components/admin/ListError';
import { DictItemModal } from './DictItemModal';

export function DictItems({ type }: { type: DictTypeRow | null }) {
  const { t } = useTranslation('system');
  const items = useDictItems(type?.code);
  const remove = useDeleteDictItem();
  const confirmDelete = useConfirmDelete();
  const [editing, setEditing] = useState<{ item: DictItemRow | null } | null>(null);

  if (!type) {
    return (
      <Card size="small" title={t('dict.items')}>
        <Empty description={t('dict.pickType')} />
      </Card>
    );
  }
  return (
    <Card
      size="small"
      title={t('dict.itemsOf', { name: type.name })}
      extra={
        <Button size="small" type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ item: null })}>
          {t('create')}
        </Button>
      }
    >
      {items.isError && !items.data ? (
        <ListError onRetry={() => void items.refetch()} />
      ) : (
        <Table<DictItemRow>
          rowKey="id"
          size="small"
          loading={items.isFetching}
          dataSource={items.data ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('empty') }}
          columns={[
            { title: t('dict.value'), dataIndex: 'value' },
            { title: t('dict.label'), dataIndex: 'label' },
            { title: t('dict.order'), dataIndex: 'order_num' },
            {
              title: t('actions'),
              key: 'actions',
              render: (_, row) => (
                <Space size={0}>
                  <Button type="link" size="small" onClick={() => setEditing({ item: row })}>
                    {t('edit')}
                  </Button>
                  <Button
                    type="link"
                    size="small"
                    danger
                    onClick={() => confirmDelete(row.label, () => remove.mutateAsync(row.id))}
                  >
                    {t('delete')}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      )}
      <DictItemModal
        code={type.code}
        open={editing !== null}
        item={editing?.item ?? null}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}
