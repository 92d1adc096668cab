// Back-office view 'train/testResult': the tests of the classes the caller sees, the results of one test (score, pass,
// leaves of the page, how it was submitted), one attempt's answers, marking of short answers by trainers, and the
// export of one test's results to the download centre.
import type { ResultRow, TestRow } from '@etp/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Drawer, Empty, Flex, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { testAttemptsQuery, testsQuery } from '@/api/exams/results';
import { exportTestResults } from '@/api/exams/tests';
import { ExportButton } from '@/components/admin/ExportButton';
import { AttemptDetail } from '../components/AttemptDetail';
import '../i18n';
import { ListTable } from '@/components/admin/ListTable';
import { primaryRole, useSession } from '@/stores/session';
import { formatDateTime } from '@/utils/time';
import { ResultTag } from '../components/ResultTag';

export default function TrainTestResultView() {
  const { t } = useTranslation('exams');
  const { t: tc } = useTranslation();
  const role = primaryRole(useSession((s) => s.user));
  const tests = useQuery(testsQuery({ page: 1, size: 100 }));
  const [testId, setTestId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const chosen = testId ?? tests.data?.list[0]?.id ?? null;
  const attempts = useQuery({ ...testAttemptsQuery(chosen ?? 0, { page, size: 20 }), enabled: chosen !== null });
  const [open, setOpen] = useState<number | null>(null);
  const label = (x: TestRow) =>
    `${x.class_name} · ${x.paper_name} · ${t(`kinds.${x.kind}`)} · ${formatDateTime(x.opens_at)}`;
  return (
    <Card
      title={tc('views.train/testResult')}
      data-view="train/testResult"
      extra={<Link to="/train/examTest">{tc('views.train/examTest')}</Link>}
    >
      <Flex wrap gap={8} align="center" style={{ marginBottom: 16 }}>
        <span>{t('test')}</span>
        <Select
          style={{ flex: '1 1 280px', minWidth: 0, maxWidth: 640 }}
          placeholder={t('chooseTest')}
          loading={tests.isPending}
          value={chosen ?? undefined}
          onChange={(v: number) => {
            setTestId(v);
            setPage(1);
          }}
          options={(tests.data?.list ?? []).map((x) => ({ value: x.id, label: label(x) }))}
        />
        {chosen !== null && <ExportButton run={() => exportTestResults(chosen)} />}
      </Flex>
      {chosen === null ? (
        <Empty />
      ) : (
        <ListTable<ResultRow>
          query={attempts}
          rowKey="attempt_id"
          size="small"
          loading={attempts.isPending}
          dataSource={attempts.data?.list ?? []}
          pagination={{ current: page, pageSize: 20, total: attempts.data?.total ?? 0, onChange: setPage }}
          columns={[
            { title: t('student'), dataIndex: 'student_name' },
            { title: t('submittedAt'), dataIndex: 'submitted_at', render: (v: string | null) => formatDateTime(v) },
            {
              title: t('submittedBy'),
              dataIndex: 'submitted_by',
              render: (v: string | null) => (v ? t(`by.${v}`) : t('status.in_progress')),
            },
            { title: t('leaveCount'), dataIndex: 'leave_count' },
            {
              title: t('result'),
              key: 'score',
              render: (_, r) => (r.score === null ? '—' : `${r.score} / ${r.total_score}`),
            },
            { title: '', key: 'passed', render: (_, r) => <ResultTag passed={r.passed} /> },
            {
              title: tc('common.actions'),
              key: 'actions',
              render: (_, r) => (
                <Button type="link" onClick={() => setOpen(r.attempt_id)}>
                  {r.status === 'submitted' && role === 'trainer' ? t('mark') : t('detail')}
                </Button>
              ),
            },
          ]}
        />
      )}
      <Drawer
        open={open !== null}
        width="min(760px, 100vw)"
        onClose={() => setOpen(null)}
        destroyOnHidden
        title={t('review')}
      >
        {open !== null && <AttemptDetail id={open} canMark={role === 'trainer' || role === 'teacher'} />}
      </Drawer>
    </Card>
  );
}
