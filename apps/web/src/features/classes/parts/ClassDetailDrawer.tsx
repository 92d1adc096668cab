// One class: its timetable, roster and history; the teacher enrols here (one by one, by import, from sign-ups).

import { DownloadOutlined, UploadOutlined, UserAddOutlined } from '@ant-design/icons';
import type { ClassRow, EnrolmentImportReport, EnrolmentRow, LeadRow, Role } from '@etp/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Empty, Space, Table, Tabs, Tag, Timeline, Upload } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDownloadStudentTemplate } from '@/api/classes/downloadStudentTemplate';
import { useEnrolLead } from '@/api/classes/enrolLead';
import { useClass } from '@/api/classes/getClass';
import { useClassTimeline } from '@/api/classes/getClassTimeline';
import { useImportStudents } from '@/api/classes/importStudents';
import { useRoster } from '@/api/classes/listRoster';
import { leadsQuery } from '@/api/signups/listLeads';
import { formatTime } from '@/components/admin/format';
import { reportOf } from '@/components/admin/ImportModal';
import { EnrolModal, useEnrolDialog } from './EnrolModal';
import { ImportReport } from './ImportReport';
import { type NewAccount, PasswordsModal } from './PasswordsModal';
import { StatusTag } from './StatusTag';
import { StudyHoursPanel } from './StudyHoursPanel';

const ENROLLING = ['draft', 'approved', 'running'];

/** A tab another feature adds to the class (the view that composes them passes it: eligibility and certificates). */
export interface ClassTab {
  key: string;
  label: string;
  children: ReactNode;
}

export function ClassDetailDrawer({
  row,
  role,
  onClose,
  extraTabs,
}: {
  row: ClassRow | null;
  role: Role;
  onClose: () => void;
  extraTabs?: (row: ClassRow, role: Role) => ClassTab[];
}) {
  const { t } = useTranslation('classes');
  const id = row?.id ?? null;
  const detail = useClass(id);
  const timeline = useClassTimeline(id);
  const [page, setPage] = useState(1);
  const roster = useRoster(id, { page, size: 10 });
  const [accounts, setAccounts] = useState<NewAccount[]>([]);
  const enrolDialog = useEnrolDialog(id, (result) =>
    setAccounts(result.initial_password ? [{ ...result.enrolment, initial_password: result.initial_password }] : []),
  );
  const template = useDownloadStudentTemplate();
  const importing = useImportStudents();
  const [refusal, setRefusal] = useState<{ file: File; refused: EnrolmentImportReport['refused'] } | null>(null);
  const [leadsOpen, setLeadsOpen] = useState(false);
  const canEnrol = role === 'teacher' && row !== null && ENROLLING.includes(row.status);
  const cls = detail.data;

  return (
    <Drawer
      open={row !== null}
      onClose={onClose}
      width={880}
      title={row?.name}
      data-testid="class-detail"
      destroyOnHidden
    >
      {row && (
        <Descriptions size="small" column={{ xs: 1, md: 2 }} style={{ marginBottom: 12 }}>
          <Descriptions.Item label={t('statusLabel')}>
            <StatusTag status={cls?.status ?? row.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('course')}>{row.course_name}</Descriptions.Item>
          <Descriptions.Item label={t('dates')}>{`${row.start_date ?? ''} ~ ${row.end_date ?? ''}`}</Descriptions.Item>
          <Descriptions.Item
            label={t('size')}
          >{`${cls?.enrolled ?? row.enrolled} / ${row.capacity}`}</Descriptions.Item>
          <Descriptions.Item label={t('place')}>{row.place}</Descriptions.Item>
          <Descriptions.Item label={t('trainers')}>{cls?.trainers.map((x) => x.name).join('、')}</Descriptions.Item>
          {row.reject_reason && <Descriptions.Item label={t('rejectReason')}>{row.reject_reason}</Descriptions.Item>}
        </Descriptions>
      )}
      <Tabs
        items={[
          {
            key: 'roster',
            label: t('roster'),
            children: (
              <>
                {canEnrol && (
                  <Space wrap style={{ marginBottom: 12 }}>
                    <Button
                      type="primary"
                      icon={<UserAddOutlined />}
                      onClick={() => enrolDialog.openCreate()}
                      data-testid="enrol-open"
                    >
                      {t('enrol')}
                    </Button>
                    <Button onClick={() => setLeadsOpen(true)} data-testid="enrol-from-lead">
                      {t('fromLead')}
                    </Button>
                    <Upload
                      accept=".xlsx"
                      showUploadList={false}
                      customRequest={({ file }) => {
                        setRefusal(null);
                        void importing
                          .mutateAsync({ classId: row.id, file: file as File })
                          .then((r) => setAccounts(r.data.accounts))
                          .catch((error: unknown) => {
                            const report = reportOf<EnrolmentImportReport['refused'][number]>(error);
                            if (report && report.refused.length > 0)
                              setRefusal({ file: file as File, refused: report.refused });
                          });
                      }}
                    >
                      <Button icon={<UploadOutlined />} loading={importing.isPending} data-testid="import-students">
                        {t('importStudents')}
                      </Button>
                    </Upload>
                    <Button icon={<DownloadOutlined />} type="link" onClick={() => template.mutate()}>
                      {t('template')}
                    </Button>
                  </Space>
                )}
                {refusal && (
                  <ImportReport file={refusal.file} refused={refusal.refused} onClose={() => setRefusal(null)} />
                )}
                <Table<EnrolmentRow>
                  size="small"
                  rowKey="id"
                  loading={roster.isLoading}
                  dataSource={roster.data?.list ?? []}
                  data-testid="class-roster"
                  pagination={{ current: page, pageSize: 10, total: roster.data?.total ?? 0, onChange: setPage }}
                  columns={[
                    { title: t('studentName'), dataIndex: 'name' },
                    { title: t('idCard'), dataIndex: 'id_card' },
                    { title: t('phone'), dataIndex: 'phone' },
                    {
                      title: t('verified'),
                      dataIndex: 'verified',
                      render: (v: boolean) => (
                        <Tag color={v ? 'green' : 'orange'}>{v ? t('verified') : t('unverified')}</Tag>
                      ),
                    },
                  ]}
                />
              </>
            ),
          },
          {
            key: 'schedule',
            label: t('schedule'),
            children: (
              <Table
                size="small"
                rowKey="id"
                pagination={false}
                dataSource={cls?.sessions ?? []}
                columns={[
                  { title: t('sessionStart'), dataIndex: 'starts_at', render: (v: string) => formatTime(v) },
                  { title: t('sessionEnd'), dataIndex: 'ends_at', render: (v: string) => formatTime(v) },
                  { title: t('sessionKind'), dataIndex: 'kind', render: (k: string) => t(`kind.${k}`) },
                  {
                    title: t('sessionPlace'),
                    key: 'where',
                    render: (_, s) => (s.live_url ? <a href={s.live_url}>{s.live_url}</a> : s.place),
                  },
                  { title: t('trainers'), dataIndex: 'trainer_name' },
                ]}
              />
            ),
          },
          {
            key: 'hours',
            label: t('studyHours'),
            children: row ? <StudyHoursPanel classId={row.id} /> : null,
          },
          ...(row && extraTabs ? extraTabs(row, role) : []),
          {
            key: 'timeline',
            label: t('timeline'),
            children: (
              <Timeline
                data-testid="class-timeline"
                items={(timeline.data ?? []).map((step) => ({
                  children: (
                    <div>
                      <StatusTag status={step.to} /> {formatTime(step.at)} · {step.actor_name || t('system')}
                      {step.reason && step.reason !== 'schedule' && <div>{t('reasonOf', { reason: step.reason })}</div>}
                    </div>
                  ),
                }))}
              />
            ),
          },
        ]}
      />
      <EnrolModal dialog={enrolDialog} />
      <PasswordsModal className={row?.name ?? ''} accounts={accounts} onClose={() => setAccounts([])} />
      {row && leadsOpen && (
        <LeadsModal
          classId={row.id}
          courseId={row.course_id}
          onClose={() => setLeadsOpen(false)}
          onEnrolled={(account) => {
            setLeadsOpen(false);
            setAccounts([account]);
          }}
        />
      )}
    </Drawer>
  );
}

function LeadsModal({
  classId,
  courseId,
  onClose,
  onEnrolled,
}: {
  classId: number;
  courseId: number | null;
  onClose: () => void;
  onEnrolled: (account: NewAccount) => void;
}) {
  const { t } = useTranslation('classes');
  const leads = useQuery(leadsQuery({ page: 1, size: 50 }));
  const enrol = useEnrolLead();
  const open = (leads.data?.list ?? []).filter(
    (l) => l.status !== 'enrolled' && (courseId === null || l.course_id === courseId),
  );
  return (
    <Drawer open onClose={onClose} title={t('fromLead')} width={640} data-testid="lead-picker">
      {open.length === 0 && !leads.isLoading ? (
        <Empty description={t('noLeads')} />
      ) : (
        <Table<LeadRow>
          size="small"
          rowKey="id"
          loading={leads.isLoading}
          dataSource={open}
          pagination={false}
          columns={[
            { title: t('leadName'), dataIndex: 'name' },
            { title: t('idCard'), dataIndex: 'id_card' },
            { title: t('phone'), dataIndex: 'phone' },
            { title: t('leadStatus'), dataIndex: 'status' },
            {
              title: '',
              key: 'enrol',
              render: (_, lead) => (
                <Button
                  size="small"
                  type="primary"
                  loading={enrol.isPending && enrol.variables?.leadId === lead.id}
                  data-testid={`lead-enrol-${lead.id}`}
                  onClick={() =>
                    void enrol
                      .mutateAsync({ classId, leadId: lead.id })
                      .then((r) => onEnrolled({ ...r.enrolment, initial_password: r.initial_password }))
                      .catch(() => undefined)
                  }
                >
                  {t('leadEnrol')}
                </Button>
              ),
            },
          ]}
        />
      )}
    </Drawer>
  );
}
