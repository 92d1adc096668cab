// The teacher's follow-up service (跟踪服务): this month's to-do (students within 6 months of their class end without
// a contact this month), a contact recorded for one of them, and the contacts recorded so far.
import {
  EMPLOYMENT_STATUSES,
  FOLLOWUP_WAYS,
  type FollowupBody,
  type FollowupRow,
  type FollowupTodo,
  siteDay,
} from '@etp/contracts';
import { App, Button, DatePicker, Form, Input, List, Modal, Select, Space, Switch, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { followupsQuery, useFollowupTodo, useSaveFollowup } from '@/api/settlement/followups';
import { ListTable } from '@/components/admin/ListTable';
import { useAdminList } from '@/components/admin/useAdminList';
import { formatDay } from '@/utils/time';
import { testId } from './ClaimDetail';
import { SETTLEMENT_NS } from './i18n';

function ContactModal({ student, onClose }: { student: FollowupTodo; onClose: () => void }) {
  const { t } = useTranslation(SETTLEMENT_NS);
  const { message } = App.useApp();
  const save = useSaveFollowup();
  const [form] = Form.useForm();
  return (
    <Modal
      open
      title={`${t('record')} · ${student.student_name}`}
      onCancel={onClose}
      confirmLoading={save.isPending}
      okButtonProps={{ ...testId('followup-save') }}
      onOk={() =>
        form.validateFields().then((v) => {
          const body: FollowupBody = {
            enrolment_id: student.enrolment_id,
            contacted_on: (v.contacted_on as dayjs.Dayjs).format('YYYY-MM-DD'),
            way: v.way,
            business_started: Boolean(v.business_started),
            employment_status: v.employment_status,
            service_given: v.service_given ?? '',
          };
          return save.mutateAsync(body).then(
            () => {
              void message.success(t('record'));
              onClose();
            },
            () => undefined,
          );
        })
      }
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          contacted_on: dayjs(siteDay()),
          way: 'phone',
          business_started: false,
          employment_status: 'employed',
        }}
      >
        <Form.Item name="contacted_on" label={t('contactedOn')} rules={[{ required: true }]}>
          <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs(siteDay()), 'day')} />
        </Form.Item>
        <Form.Item name="way" label={t('way')}>
          <Select options={FOLLOWUP_WAYS.map((w) => ({ value: w, label: t(`ways.${w}`) }))} />
        </Form.Item>
        <Form.Item name="business_started" label={t('businessStarted')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="employment_status" label={t('employment')}>
          <Select options={EMPLOYMENT_STATUSES.map((s) => ({ value: s, label: t(`employments.${s}`) }))} />
        </Form.Item>
        <Form.Item name="service_given" label={t('serviceGiven')}>
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function FollowupPanel() {
  const { t } = useTranslation(SETTLEMENT_NS);
  const todo = useFollowupTodo();
  const contacts = useAdminList(followupsQuery, { scope: 'fu' });
  const [recording, setRecording] = useState<FollowupTodo | null>(null);
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <div>
        <Typography.Title level={5}>
          {t('todo')} <Tag color={todo.data?.length ? 'orange' : 'green'}>{todo.data?.length ?? 0}</Tag>
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('todoHint')}</Typography.Paragraph>
        <List
          size="small"
          bordered
          loading={todo.isLoading}
          data-testid="followup-todo"
          dataSource={todo.data ?? []}
          locale={{ emptyText: t('noTodo') }}
          pagination={(todo.data?.length ?? 0) > 8 ? { pageSize: 8, size: 'small' } : false}
          renderItem={(s) => (
            <List.Item
              actions={[
                <Button
                  key="r"
                  size="small"
                  onClick={() => setRecording(s)}
                  data-testid={`followup-record-${s.enrolment_id}`}
                >
                  {t('record')}
                </Button>,
              ]}
            >
              <Space wrap size={4}>
                <strong>{s.student_name}</strong>
                <Typography.Text type="secondary">
                  {s.class_name} · {t('endDate')} {formatDay(s.class_end_date)} · {t('lastContact')}{' '}
                  {s.last_contact ? formatDay(s.last_contact) : t('none')}
                </Typography.Text>
              </Space>
            </List.Item>
          )}
        />
      </div>
      <div>
        <Typography.Title level={5}>{t('contacts')}</Typography.Title>
        <ListTable<FollowupRow>
          {...contacts.tableProps}
          size="small"
          data-testid="followup-table"
          columns={[
            { title: t('student'), dataIndex: 'student_name', width: 90, fixed: 'left' },
            { title: t('className'), dataIndex: 'class_name', width: 200 },
            { title: t('contactedOn'), dataIndex: 'contacted_on', width: 110, render: (v: string) => formatDay(v) },
            { title: t('way'), dataIndex: 'way', width: 80, render: (v: string) => t(`ways.${v}`) },
            {
              title: t('businessStarted'),
              dataIndex: 'business_started',
              width: 90,
              render: (v: boolean) => (v ? t('yes') : t('no')),
            },
            {
              title: t('employment'),
              dataIndex: 'employment_status',
              width: 110,
              render: (v: string) => t(`employments.${v}`),
            },
            { title: t('serviceGiven'), dataIndex: 'service_given' },
          ]}
        />
      </div>
      {recording && <ContactModal student={recording} onClose={() => setRecording(null)} />}
    </Space>
  );
}
