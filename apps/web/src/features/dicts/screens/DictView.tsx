// Back-office view 'system/dict': dictionary types (RuoYi's sys_dict_type) and their items.
import { PlusOutlined } from '@ant-design/icons';
import type { DictTypeRow } from '@etp/contracts';
import { Button, Card, Col, Form, Input, Row, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteDictType } from '@/api/dicts/deleteDictType';
import { dictTypesQuery } from '@/api/dicts/listDictTypes';
import { ListExportButton } from '@/components/admin/ListExportButton';
import { ListTable } from '@/components/admin/ListTable';
import { RowActions, useRowActions } from '@/components/admin/RowActions';
import { useAdminList } from '@/components/admin/useAdminList';
import { useFilterForm } from '@/components/admin/useFilterForm';
import { localized } from '@/i18n/localized';
import { DictItems } from '../DictItems';
import { DictTypeModal, useDictTypeDialog } from '../DictTypeModal';
import '../i18n';

export default function SystemDictView() {
  const { t } = useTranslation();
  const { t: ts } = useTranslation(['dicts', 'admin'], { nsMode: 'fallback' });
  const list = useAdminList(dictTypesQuery, { filters: ['keyword'] });
  const filters = useFilterForm(list);
  const remove = useDeleteDictType();
  const actions = useRowActions();
  const [selected, setSelected] = useState<DictTypeRow | null>(null);
  const typeDialog = useDictTypeDialog();

  return (
    <Card title={t('views.system/dict')} data-view="system/dict" extra={<ListExportButton kind="dict-items" />}>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Space wrap style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }}>
            <Form {...filters.formProps} layout="inline">
              <Form.Item name="keyword" style={{ marginInlineEnd: 8 }}>
                <Input.Search
                  allowClear
                  placeholder={ts('dict.keywordHint')}
                  onSearch={(keyword) => list.applyFilters({ keyword })}
                />
              </Form.Item>
            </Form>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => typeDialog.openCreate()}>
              {ts('create')}
            </Button>
          </Space>
          <ListTable<DictTypeRow>
            {...list.tableProps}
            rowKey="code"
            size="middle"
            locale={{ emptyText: ts('empty') }}
            onRow={(row) => ({ onClick: () => setSelected(row), style: { cursor: 'pointer' } })}
            rowClassName={(row) => (row.code === selected?.code ? 'ant-table-row-selected' : '')}
            columns={[
              { title: ts('dict.code'), dataIndex: 'code', render: (code: string) => <code>{code}</code> },
              {
                title: ts('dict.name'),
                dataIndex: 'name',
                render: (name: string, row: DictTypeRow) => localized(name, row.name_en),
              },
              { title: ts('dict.itemCount'), dataIndex: 'item_count' },
              { title: ts('dict.remark'), dataIndex: 'remark', ellipsis: true },
              {
                title: ts('actions'),
                key: 'actions',
                render: (_, row) => (
                  <RowActions
                    actions={[
                      { key: 'items', label: ts('dict.items'), onClick: () => setSelected(row) },
                      actions.edit(() => typeDialog.openEdit(row)),
                      actions.remove(row.name, async () => {
                        await remove.mutateAsync(row.code);
                        if (selected?.code === row.code) setSelected(null);
                      }),
                    ]}
                  />
                ),
              },
            ]}
          />
        </Col>
        <Col xs={24} xl={10}>
          <DictItems type={selected} />
        </Col>
      </Row>
      <DictTypeModal dialog={typeDialog} />
    </Card>
  );
}
