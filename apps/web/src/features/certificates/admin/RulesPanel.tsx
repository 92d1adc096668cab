// The admin's certificate requirements per course: a row per course (default or its own), edited in a dialog.
import { CERTIFICATES_API, type CourseRuleRow, type EligibilityRuleSet, type Page } from '@etp/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Form, InputNumber, Modal, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { certificatesKeys } from '@/api/certificates/keys';
import { get, put } from '@/api/http';
import { reportingKeys } from '@/api/reporting/keys';
import { CERTIFICATES_NS } from '../i18n';

const yes = (v: boolean) => (v ? '✓' : '—');

export function RulesPanel() {
  const { t } = useTranslation(CERTIFICATES_NS);
  const client = useQueryClient();
  const params = { page: 1, size: 100 };
  const rules = useQuery({
    queryKey: certificatesKeys.rules(params),
    queryFn: () => get<Page<CourseRuleRow>>(CERTIFICATES_API.rules, { params }).then((r) => r.data),
  });
  const save = useMutation({
    mutationFn: ({ id, body }: { id: number; body: EligibilityRuleSet }) => put(CERTIFICATES_API.rule(id), body),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: certificatesKeys.all }),
        client.invalidateQueries({ queryKey: reportingKeys.all }),
      ]),
  });
  const [editing, setEditing] = useState<CourseRuleRow | null>(null);
  const [form] = Form.useForm<EligibilityRuleSet>();
  return (
    <>
      <Table<CourseRuleRow>
        size="small"
        rowKey="course_id"
        loading={rules.isLoading}
        dataSource={rules.data?.list ?? []}
        pagination={false}
        scroll={{ x: 760 }}
        data-testid="certificate-rules"
        columns={[
          { title: t('course'), dataIndex: 'course_name' },
          { title: t('requiredHours'), dataIndex: 'required_hours' },
          { title: t('requireHours'), dataIndex: 'require_hours', render: yes },
          { title: t('requireTheory'), dataIndex: 'require_theory', render: yes },
          { title: t('requireIdentity'), dataIndex: 'require_identity', render: yes },
          { title: t('liveMinPercent'), dataIndex: 'live_min_percent' },
          { title: t('homeworkMinPercent'), dataIndex: 'homework_min_percent' },
          { title: '', dataIndex: 'custom', render: (c: boolean) => <Tag>{c ? t('custom') : t('default')}</Tag> },
          {
            title: '',
            key: 'edit',
            render: (_, row) => (
              <Button
                size="small"
                type="link"
                onClick={() => {
                  setEditing(row);
                  form.setFieldsValue(row);
                }}
              >
                {t('edit')}
              </Button>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={`${t('rules')} · ${editing?.course_name ?? ''}`}
        confirmLoading={save.isPending}
        onCancel={() => setEditing(null)}
        onOk={() =>
          void form
            .validateFields()
            .then((body) => save.mutateAsync({ id: editing?.course_id ?? 0, body }))
            .then(() => setEditing(null))
            .catch(() => undefined)
        }
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item name="require_hours" valuePropName="checked">
            <Checkbox>{t('requireHours')}</Checkbox>
          </Form.Item>
          <Form.Item name="require_theory" valuePropName="checked">
            <Checkbox>{t('requireTheory')}</Checkbox>
          </Form.Item>
          <Form.Item name="require_identity" valuePropName="checked">
            <Checkbox>{t('requireIdentity')}</Checkbox>
          </Form.Item>
          <Form.Item name="live_min_percent" label={t('liveMinPercent')} rules={[{ required: true }]}>
            <InputNumber min={0} max={100} precision={0} />
          </Form.Item>
          <Form.Item name="homework_min_percent" label={t('homeworkMinPercent')} rules={[{ required: true }]}>
            <InputNumber min={0} max={100} precision={0} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
