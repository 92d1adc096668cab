// The admin's subsidy standards: amount per student by course and region with dates of validity (paged), added,
// changed and deleted in a dialog; the server's refusals (dates, an overlap in the region) land on their fields.
import { type StandardBody, type StandardRow, TRAINING_KINDS } from '@etp/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Form, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { coursesQuery } from '@/api/courses/listCourses';
import { standardsQuery, useRemoveStandard, useSaveStandard } from '@/api/settlement/config';
import type { StandardListParams } from '@/api/settlement/keys';
import { FilterButtons } from '@/components/admin/FilterButtons';
import { ChoiceFilter } from '@/components/admin/FilterFields';
import { FormModal } from '@/components/admin/FormDialogs';
import { ListTable } from '@/components/admin/ListTable';
import { RegionCascader } from '@/components/admin/RegionCascader';
import { type FilterName, useAdminList } from '@/components/admin/useAdminList';
import { useFilterForm } from '@/components/admin/useFilterForm';
import { useFormDialog } from '@/components/admin/useFormDialog';
import { formatDay } from '@/utils/time';
import { yuan } from '../ClaimDetail';
import { SETTLEMENT_NS } from '../i18n';
import { useActionsColumn } from './actionsColumn';
import { dayItem, fenItem } from './fields';

const FILTERS: readonly FilterName<StandardListParams>[] = ['course_id'];
const FIELDS = ['course_id', 'region_code', 'training_kind', 'amount_fen', 'valid_from', 'valid_to'] as const;

export function StandardsPanel() {
  const { t } = useTranslation(SETTLEMENT_NS);
  const list = useAdminList(standardsQuery, { filters: FILTERS, scope: 'standards' });
  const filters = useFilterForm(list);
  const courses = useQuery(coursesQuery({ page: 1, size: 100 }));
  const courseOptions = (courses.data?.list ?? []).map((c) => ({ value: c.id, label: c.name }));
  const save = useSaveStandard();
  const remove = useRemoveStandard();
  const dialog = useFormDialog<StandardRow, StandardBody>({
    initialValues: { training_kind: 'SYB', valid_to: null },
    toValues: ({ course_id, region_code, training_kind, amount_fen, valid_from, valid_to }) => ({
      course_id,
      region_code,
      training_kind: training_kind as StandardBody['training_kind'],
      amount_fen,
      valid_from,
      valid_to,
    }),
    save: (values, editing) => save.mutateAsync({ ...values, valid_to: values.valid_to ?? null, id: editing?.id }),
    fieldErrors: { known: FIELDS },
  });
  const actions = useActionsColumn<StandardRow>({
    prefix: 'standard',
    keyOf: (row) => row.id,
    onEdit: dialog.openEdit,
    nameOf: (row) => t('config.deleteStandard', { course: row.course_name, region: row.region_name }),
    remove: (row) => remove.mutateAsync(row.id),
  });
  return (
    <>
      <Alert type="info" showIcon title={t('config.standardsHint')} style={{ marginBottom: 16 }} />
      <Form {...filters.formProps} layout="inline" className="admin-filters" style={{ marginBottom: 16 }}>
        <ChoiceFilter
          name="course_id"
          label={t('config.course')}
          width={220}
          searchable
          placeholder={t('config.allCourses')}
          options={courseOptions.map((o) => ({ ...o, value: String(o.value) }))}
        />
        <FilterButtons onReset={filters.reset} searchTestId="standard-search" />
        <Button type="primary" onClick={() => dialog.openCreate()} data-testid="standard-new">
          {t('config.newStandard')}
        </Button>
      </Form>
      <ListTable<StandardRow>
        {...list.tableProps}
        size="middle"
        data-testid="standard-table"
        columns={[
          { title: t('config.course'), dataIndex: 'course_name', width: 220 },
          { title: t('config.region'), dataIndex: 'region_name', width: 120 },
          { title: t('config.trainingKind'), dataIndex: 'training_kind', width: 90 },
          {
            title: t('config.amount'),
            dataIndex: 'amount_fen',
            width: 120,
            align: 'right',
            render: (v: number) => `¥${yuan(v)}`,
          },
          { title: t('config.validFrom'), dataIndex: 'valid_from', width: 110, render: (v: string) => formatDay(v) },
          {
            title: t('config.validTo'),
            dataIndex: 'valid_to',
            width: 110,
            render: (v: string | null) => (v ? formatDay(v) : t('config.forever')),
          },
          actions,
        ]}
      />
      <FormModal
        dialog={dialog}
        title={dialog.editing ? t('config.editStandard') : t('config.newStandard')}
        submitTestId="standard-save"
        formTestId="standard-form"
      >
        <Form.Item
          name="course_id"
          label={t('config.course')}
          rules={[{ required: true, message: t('config.courseRequired') }]}
        >
          <Select
            options={courseOptions}
            loading={courses.isLoading}
            showSearch={{ optionFilterProp: 'label' }}
            data-testid="standard-course"
          />
        </Form.Item>
        <Form.Item
          name="region_code"
          label={t('config.region')}
          rules={[{ required: true, message: t('config.regionRequired') }]}
        >
          <RegionCascader allowClear={false} />
        </Form.Item>
        <Form.Item name="training_kind" label={t('config.trainingKind')} rules={[{ required: true }]}>
          <Select options={TRAINING_KINDS.map((k) => ({ value: k, label: k }))} />
        </Form.Item>
        <Form.Item
          name="amount_fen"
          label={t('config.amount')}
          rules={[{ required: true, message: t('config.amountRequired') }]}
          {...fenItem}
        >
          <InputNumber min={0} max={1_000_000} precision={2} style={{ width: '100%' }} data-testid="standard-amount" />
        </Form.Item>
        <Form.Item
          name="valid_from"
          label={t('config.validFrom')}
          rules={[{ required: true, message: t('config.validFromRequired') }]}
          {...dayItem}
        >
          <DatePicker style={{ width: '100%' }} data-testid="standard-valid-from" />
        </Form.Item>
        <Form.Item name="valid_to" label={t('config.validTo')} extra={t('config.validToHint')} {...dayItem}>
          <DatePicker style={{ width: '100%' }} data-testid="standard-valid-to" />
        </Form.Item>
      </FormModal>
    </>
  );
}
