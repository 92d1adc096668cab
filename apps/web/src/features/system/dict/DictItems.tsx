// The items of one dictionary type.
import { PlusOutlined } from '@ant-design/icons';
import type { DictItemRow, DictTypeRow } from '@etp/contracts';
import { Button, Card, Empty, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeleteDictItem } from '@/api/dicts/deleteDictItem';
import { useDictItems } from '@/api/dicts/listDictItems';
import { useConfirmDelete } from '@/components/admin/confirm';
import { ListTable } from '@/components/admin/ListTable';
import { DictItemModal, useDictItemDialog } from './DictItemModal';

export function DictItems({ type }: { type: DictTypeRow | null }) {
  const { t } = useTranslation('system');
  const items = useDictItems(type?.code);
  const remove = useDeleteDictItem();
  const confirmDelete = useConfirmDelete();
  const itemDialog = useDictItemDialog(type?.code ?? '');

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
        <Button size="small" type="primary" icon={<PlusOutlined />} onClick={() => itemDialog.openCreate()}>
          {t('create')}
        </Button>
      }
    >
      <ListTable<DictItemRow>
        query={items}
        rowKey="id"
        size="small"
        loading={items.isFetching}
        dataSource={items.data ?? []}
        pagination={false}
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
                <Button type="link" size="small" onClick={() => itemDialog.openEdit(row)}>
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
      <DictItemModal dialog={itemDialog} />
    </Card>
  );
}
