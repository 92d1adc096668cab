// The admin's holiday calendar by year: days off and worked weekend days (调休) that publicity periods count working
// days by; a day added (or changed: the same day again) in the form above the list, removed with a confirm.
import { HOLIDAY_KINDS, type HolidayRow, siteDateParts } from '@etp/contracts';
import { Alert, Button, DatePicker, Form, Input, Select, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHolidays, useRemoveHoliday, useSaveHoliday } from '@/api/settlement/config';
import { useFormSubmit } from '@/components/admin/useFormSubmit';
import { formatDay } from '@/utils/time';
import { SETTLEMENT_NS } from '../i18n';
import { LOCAL_PAGES, useActionsColumn } from './actionsColumn';
import { dayItem } from './fields';

export function HolidaysPanel() {
  const { t } = useTranslation(SETTLEMENT_NS);
  const thisYear = siteDateParts().year;
  const [year, setYear] = useState(thisYear);
  const holidays = useHolidays(year);
  const save = useSaveHoliday();
  const remove = useRemoveHoliday();
  const actions = useActionsColumn<HolidayRow>({
    prefix: 'holiday',
    keyOf: (row) => row.day,
    nameOf: (row) => formatDay(row.day),
    remove: (row) => remove.mutateAsync(row.day),
  });
  const [form] = Form.useForm<HolidayRow>();
  const submit = useFormSubmit(form, { fieldErrors: { known: ['day', 'kind', 'name'] } });
  const add = () =>
    submit.run(async (values) => {
      await save.mutateAsync({ ...values, name: values.name ?? '' });
      form.resetFields(['day', 'name']);
      const added = Number(values.day.slice(0, 4));
      if (added !== year) setYear(added);
    });
  return (
    <>
      <Alert type="info" showIcon title={t('config.holidaysHint')} style={{ marginBottom: 16 }} />
      <Form
        form={form}
        layout="inline"
        className="admin-filters"
        initialValues={{ kind: 'holiday' }}
        style={{ marginBottom: 16 }}
        data-testid="holiday-form"
      >
        <Form.Item
          name="day"
          label={t('config.day')}
          rules={[{ required: true, message: t('config.dayRequired') }]}
          {...dayItem}
        >
          <DatePicker data-testid="holiday-day" />
        </Form.Item>
        <Form.Item name="kind" label={t('config.kind')}>
          <Select
            style={{ width: 140 }}
            options={HOLIDAY_KINDS.map((k) => ({ value: k, label: t(`config.kinds.${k}`) }))}
            data-testid="holiday-kind"
          />
        </Form.Item>
        <Form.Item name="name" label={t('config.holidayName')}>
          <Input maxLength={50} placeholder={t('config.holidayNamePlaceholder')} data-testid="holiday-name" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" onClick={() => void add()} loading={submit.saving} data-testid="holiday-add">
            {t('config.addDay')}
          </Button>
        </Form.Item>
      </Form>
      <Form layout="inline" style={{ marginBottom: 16 }}>
        <Form.Item label={t('config.year')}>
          <Select
            style={{ width: 120 }}
            value={year}
            onChange={setYear}
            data-testid="holiday-year"
            options={Array.from({ length: 5 }, (_, i) => thisYear - 2 + i).map((y) => ({ value: y, label: String(y) }))}
          />
        </Form.Item>
      </Form>
      <Table<HolidayRow>
        rowKey="day"
        size="middle"
        loading={holidays.isLoading}
        dataSource={holidays.data ?? []}
        pagination={LOCAL_PAGES}
        scroll={{ x: 520 }}
        data-testid="holiday-table"
        columns={[
          { title: t('config.day'), dataIndex: 'day', width: 130, render: (v: string) => formatDay(v) },
          {
            title: t('config.kind'),
            dataIndex: 'kind',
            width: 130,
            render: (k: HolidayRow['kind']) => (
              <Tag color={k === 'holiday' ? 'red' : 'blue'}>{t(`config.kinds.${k}`)}</Tag>
            ),
          },
          { title: t('config.holidayName'), dataIndex: 'name' },
          actions,
        ]}
      />
    </>
  );
}
