// A class's students with their eligibility and reasons, their certificates, and the teacher's actions: issue late
// (one student or every eligible one), waive a face check with a reason, export every PDF as one ZIP.
import type { ClassRow, Role, StudentEligibility } from '@etp/contracts';
import { App, Button, Form, Input, Modal, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportClassCertificates, useIssueCertificates } from '@/api/certificates/issueCertificates';
import { useWaiveFace } from '@/api/face/staff';
import { useClassEligibility } from '@/api/reporting/getEligibility';
import { EligibilityTag, ReasonList } from '../eligibility/Reasons';
import { CERTIFICATES_NS } from '../i18n';

const FACE_REASONS = new Set(['face_not_registered', 'face_checks_failed']);

export function ClassCertificatesPanel({ row, role }: { row: ClassRow; role: Role }) {
  const { t } = useTranslation(CERTIFICATES_NS);
  const { message } = App.useApp();
  const eligibility = useClassEligibility(row.id);
  const issue = useIssueCertificates();
  const waive = useWaiveFace();
  const [waiving, setWaiving] = useState<StudentEligibility | null>(null);
  const [form] = Form.useForm<{ reason: string }>();
  const teacher = role === 'teacher';
  const finished = (eligibility.data?.class_status ?? row.status) === 'finished';
  const students = eligibility.data?.students ?? [];
  const waiting = students.filter((s) => s.eligible && !s.certificate).length;

  const issueTo = (studentId?: number) =>
    issue
      .mutateAsync({ classId: row.id, studentId })
      .then((r) => message.success(t('issued', { count: r.data.issued.length })))
      .catch(() => undefined);

  return (
    <div data-testid="class-certificates">
      {teacher && (
        <Space wrap style={{ marginBottom: 12 }}>
          {finished && (
            <Button type="primary" disabled={waiting === 0} loading={issue.isPending} onClick={() => void issueTo()}>
              {t('issueAll')}
            </Button>
          )}
          <Button
            data-testid="certificates-export"
            onClick={() =>
              void exportClassCertificates(row.id)
                .then(() => message.success(t('exportQueued')))
                .catch(() => undefined)
            }
          >
            {t('exportZip')}
          </Button>
        </Space>
      )}
      <Table<StudentEligibility>
        size="small"
        rowKey="enrolment_id"
        loading={eligibility.isLoading}
        dataSource={students}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        scroll={{ x: 760 }}
        data-testid="class-eligibility"
        columns={[
          { title: t('student'), dataIndex: 'name', width: 100 },
          {
            title: t('hours'),
            key: 'hours',
            width: 100,
            render: (_, s) => `${s.facts.hours} / ${s.facts.required_hours}`,
          },
          {
            title: t('eligibility'),
            key: 'eligibility',
            render: (_, s) => (
              <Space direction="vertical" size={4}>
                <EligibilityTag eligible={s.eligible} />
                <ReasonList reasons={s.reasons} facts={s.facts} />
              </Space>
            ),
          },
          {
            title: t('certificate'),
            key: 'certificate',
            width: 200,
            render: (_, s) =>
              s.certificate ? (
                <span>
                  {s.certificate.certificate_no}{' '}
                  <Tag color={s.certificate.status === 'issued' ? 'green' : 'red'}>
                    {t(`status.${s.certificate.status}`)}
                  </Tag>
                </span>
              ) : (
                t('noCertificate')
              ),
          },
          ...(teacher
            ? [
                {
                  title: '',
                  key: 'actions',
                  width: 150,
                  render: (_: unknown, s: StudentEligibility) => (
                    <Space size={4} wrap>
                      {finished && s.eligible && !s.certificate && (
                        <Button size="small" type="link" onClick={() => void issueTo(s.student_id)}>
                          {t('issue')}
                        </Button>
                      )}
                      {s.reasons.some((r) => FACE_REASONS.has(r.code)) && (
                        <Button size="small" type="link" onClick={() => setWaiving(s)}>
                          {t('waive')}
                        </Button>
                      )}
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      <Modal
        open={waiving !== null}
        title={`${t('waive')} · ${waiving?.name ?? ''}`}
        confirmLoading={waive.isPending}
        onCancel={() => setWaiving(null)}
        onOk={() =>
          void form
            .validateFields()
            .then(({ reason }) => waive.mutateAsync({ classId: row.id, studentId: waiving?.student_id ?? 0, reason }))
            .then(() => {
              setWaiving(null);
              form.resetFields();
            })
            .catch(() => undefined)
        }
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="reason"
            label={t('waiveReason')}
            rules={[{ required: true, whitespace: true, message: t('waiveReasonRequired') }]}
          >
            <Input.TextArea rows={3} maxLength={500} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
