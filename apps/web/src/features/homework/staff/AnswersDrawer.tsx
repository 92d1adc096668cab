// The answers handed in for one homework, filterable by status; a row opens the answer to mark or return.
import { type HomeworkRow, SUBMISSION_STATUSES, type SubmissionRow, type SubmissionStatus } from '@etp/contracts';
import { Button, Drawer, Segmented, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmissions } from '@/api/homework/listSubmissions';
import { useApp } from '@/stores/app';
import { formatDateTime } from '@/utils/time';
import { MarkDrawer } from './MarkDrawer';

const SHOWN = SUBMISSION_STATUSES.filter((s) => s !== 'draft');

export function AnswersDrawer({
  homework,
  canMark,
  onClose,
}: {
  homework: HomeworkRow | null;
  canMark: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('trainHomework');
  const mobile = useApp((s) => s.device === 'mobile');
  const [status, setStatus] = useState<SubmissionStatus | 'all'>('all');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<SubmissionRow | null>(null);
  const answers = useSubmissions(homework?.id ?? null, {
    page,
    size: 20,
    ...(status === 'all' ? {} : { status }),
  });
  return (
    <Drawer
      open={homework !== null}
      onClose={onClose}
      size={mobile ? '100%' : 760}
      title={homework ? t('answersTitle', { title: homework.title }) : ''}
      destroyOnHidden
      data-testid="homework-answers"
    >
      <Segmented
        value={status}
        onChange={(value) => {
          setStatus(value as SubmissionStatus | 'all');
          setPage(1);
        }}
        options={[{ value: 'all', label: t('all') }, ...SHOWN.map((s) => ({ value: s, label: t(`statuses.${s}`) }))]}
        style={{ marginBottom: 12 }}
      />
      <Table<SubmissionRow>
        rowKey="id"
        size="small"
        loading={answers.isFetching}
        dataSource={answers.data?.list ?? []}
        locale={{ emptyText: t('noAnswers') }}
        scroll={{ x: 560 }}
        pagination={{ current: page, pageSize: 20, total: answers.data?.total ?? 0, onChange: setPage }}
        columns={[
          { title: t('student'), dataIndex: 'student_name' },
          {
            title: t('status'),
            dataIndex: 'status',
            render: (_, row) => (
              <>
                <Tag color={row.status === 'submitted' ? 'magenta' : row.status === 'marked' ? 'green' : 'default'}>
                  {t(`statuses.${row.status}`)}
                </Tag>
                {row.late && <Tag color="orange">{t('late')}</Tag>}
              </>
            ),
          },
          { title: t('submittedAt'), dataIndex: 'submitted_at', render: (v: string | null) => formatDateTime(v) },
          { title: t('score'), dataIndex: 'score', render: (v: number | null) => v ?? '-' },
          {
            title: '',
            key: 'open',
            render: (_, row) => (
              <Button size="small" type="link" onClick={() => setOpen(row)} data-testid={`homework-answer-${row.id}`}>
                {canMark && row.status === 'submitted' ? t('mark') : t('answers')}
              </Button>
            ),
          },
        ]}
      />
      <MarkDrawer row={open} fullScore={homework?.full_score ?? 0} canMark={canMark} onClose={() => setOpen(null)} />
    </Drawer>
  );
}
