// The items of one dictionary type.
import { PlusOutlined } from '@ant-design/icons';
import type { DictItemRow, DictTypeRow } from '@etp/contracts';
import { Button, Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeleteDictItem } from '@/api/dicts/deleteDictItem';
import { useDictItems } from '@/api/dicts/listDictItems';
import { ListTable } from '@/components/admin/ListTable';
import { RowActions, useRowActions } from '@/components/admin/RowActions';
import { DictItemModal, useDictItemDialog } from './DictItemModal';

export function DictItems({ type }: { type: DictTypeRow | null }) {
  const { t } = useTranslation(['dicts', 'admin'], { nsMode: 'fallback' });
  const items = useDictItems(type?.code);
  const remove = useDeleteDictItem();
  const actions = useRowActions();
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
        size="small"
        loading={items.isFetching}
        dataSource={items.data ?? []}
        pagination={false}
        locale={{ emptyText: t('empty') }}
        columns={[
          { title: t('dict.value'), dataIndex: 'value' },
          { title: t('dict.label'), dataIndex: 'label' },
          { title: t('dict.labelEn'), dataIndex: 'label_en' },
          { title: t('dict.order'), dataIndex: 'order_num' },
          {
            title: t('actions'),
            key: 'actions',
            render: (_, row) => (
              <RowActions
                actions={[
                  actions.edit(() => itemDialog.openEdit(row)),
                  actions.remove(row.label, () => remove.mutateAsync(row.id)),
                ]}
              />
            ),
          },
        ]}
      />
      <DictItemModal dialog={itemDialog} />
    </Card>
  );
}
