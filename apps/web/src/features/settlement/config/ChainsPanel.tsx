// The admin's review chains per region: the steps (area, city, province, in that order) and the publicity days; a
// region without a row takes the one above it, else area then city. Set, changed and removed in a dialog.
import { type ChainBody, type ChainRow, DEFAULT_PUBLICITY_DAYS, REVIEW_LEVELS, type ReviewLevel } from '@etp/contracts';
import { Alert, Button, Checkbox, Form, InputNumber, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useChains, useRemoveChain, useSaveChain } from '@/api/settlement/config';
import { FormModal } from '@/components/admin/FormDialogs';
import { RegionCascader } from '@/components/admin/RegionCascader';
import { useFormDialog } from '@/components/admin/useFormDialog';
import { SETTLEMENT_NS } from '../i18n';
import { LOCAL_PAGES, useActionsColumn } from './actionsColumn';

type Values = ChainBody & { region_code: string };

/** The steps in the order they act, whatever order they were ticked in. */
const inOrder = (levels: readonly ReviewLevel[]) => REVIEW_LEVELS.filter((l) => levels.includes(l));

export function ChainsPanel() {
  const { t } = useTranslation(SETTLEMENT_NS);
  const chains = useChains();
  const save = useSaveChain();
  const remove = useRemoveChain();
  const dialog = useFormDialog<ChainRow, Values>({
    initialValues: { levels: ['area', 'city'], publicity_days: DEFAULT_PUBLICITY_DAYS },
    toValues: ({ region_code, levels, publicity_days }) => ({ region_code, levels, publicity_days }),
    save: (values) => save.mutateAsync({ ...values, levels: inOrder(values.levels) }),
    fieldErrors: { known: ['region_code', 'levels', 'publicity_days'] },
  });
  const actions = useActionsColumn<ChainRow>({
    prefix: 'chain',
    keyOf: (row) => row.region_code,
    onEdit: dialog.openEdit,
    nameOf: (row) => t('config.deleteChain', { region: row.region_name }),
    remove: (row) => remove.mutateAsync(row.region_code),
  });
  return (
    <>
      <Alert
        type="info"
        showIcon
        title={t('config.chainsHint', { days: DEFAULT_PUBLICITY_DAYS })}
        style={{ marginBottom: 16 }}
      />
      <Space style={{ marginBottom: 16 }}>
        <Button type="primary" onClick={() => dialog.openCreate()} data-testid="chain-new">
          {t('config.newChain')}
        </Button>
      </Space>
      <Table<ChainRow>
        rowKey="region_code"
        size="middle"
        loading={chains.isLoading}
        dataSource={chains.data ?? []}
        pagination={LOCAL_PAGES}
        scroll={{ x: 640 }}
        data-testid="chain-table"
        columns={[
          { title: t('config.region'), dataIndex: 'region_name', width: 160 },
          {
            title: t('config.levels'),
            dataIndex: 'levels',
            render: (levels: ReviewLevel[]) => (
              <Space size={4} wrap>
                {inOrder(levels).map((l) => (
                  <Tag key={l}>{t(`level.${l}`)}</Tag>
                ))}
              </Space>
            ),
          },
          {
            title: t('config.publicityDays'),
            dataIndex: 'publicity_days',
            width: 150,
            render: (days: number) => (days ? t('config.days', { count: days }) : t('config.noPublicity')),
          },
          actions,
        ]}
      />
      <FormModal
        dialog={dialog}
        title={dialog.editing ? t('config.editChain') : t('config.newChain')}
        submitTestId="chain-save"
        formTestId="chain-form"
      >
        <Form.Item
          name="region_code"
          label={t('config.region')}
          rules={[{ required: true, message: t('config.regionRequired') }]}
        >
          {/* A chain belongs to its region: editing changes its steps, not where it applies. */}
          {dialog.editing ? <span>{dialog.editing.region_name}</span> : <RegionCascader allowClear={false} />}
        </Form.Item>
        <Form.Item
          name="levels"
          label={t('config.levels')}
          rules={[{ required: true, type: 'array', min: 1, message: t('config.levelsRequired') }]}
        >
          <Checkbox.Group
            options={REVIEW_LEVELS.map((l) => ({ value: l, label: t(`level.${l}`) }))}
            data-testid="chain-levels"
          />
        </Form.Item>
        <Form.Item
          name="publicity_days"
          label={t('config.publicityDays')}
          rules={[{ required: true, message: t('config.publicityDaysRequired') }]}
        >
          <InputNumber min={0} max={30} precision={0} style={{ width: '100%' }} data-testid="chain-days" />
        </Form.Item>
      </FormModal>
    </>
  );
}
