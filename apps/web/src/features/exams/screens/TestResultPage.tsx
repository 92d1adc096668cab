// /studentFront/testResult: the student's results (score, pass or fail), and one attempt's review once its test
// window has closed and no other open test asks its questions (?id=<attempt>; until then, when it opens and why).
import type { ResultRow } from '@etp/contracts';
import { Alert, Button, Card, Empty, Grid, List, Space, Spin, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMyResult, useMyResults } from '@/api/exams/results';
import { PageFrame } from '@/components/PageFrame';
import { formatDateTime } from '@/utils/time';
import '../i18n';
import { ResultTag } from '../components/ResultTag';
import { Review } from '../components/Review';

export default function TestResultPage() {
  const { t } = useTranslation('exams');
  const [params, setParams] = useSearchParams();
  const id = params.get('id') ? Number(params.get('id')) : null;
  const results = useMyResults();
  const detail = useMyResult(id);
  // On a phone (below md) each attempt is a card: a table would scroll sideways (issue 28: 2).
  const phone = Grid.useBreakpoint().md === false;
  const score = (r: ResultRow) => (r.score === null ? '—' : `${r.score} / ${r.total_score}`);
  const open = (r: ResultRow) => (
    <Button
      type="link"
      onClick={() => setParams({ id: String(r.attempt_id) })}
      data-testid={`result-open-${r.attempt_id}`}
    >
      {t('detail')}
    </Button>
  );
  if (id !== null) {
    const d = detail.data;
    return (
      <PageFrame titleKey="route.testResult" extra={<Button onClick={() => setParams({})}>{t('back')}</Button>}>
        {!d ? (
          <Spin />
        ) : (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Space wrap data-testid="result-summary">
              <strong>{d.paper_name}</strong>
              <span>
                {t('result')}: {d.score ?? '—'} / {d.total_score}
              </span>
              <ResultTag passed={d.passed} />
            </Space>
            {d.review.length ? (
              <Review detail={d} />
            ) : (
              <Alert
                type="info"
                showIcon
                data-testid="review-later"
                message={t(d.review_held ? 'reviewHeld' : 'reviewLater', { time: formatDateTime(d.review_opens_at) })}
              />
            )}
          </Space>
        )}
      </PageFrame>
    );
  }
  return (
    <PageFrame titleKey="route.testResult">
      {results.isPending ? (
        <Spin />
      ) : !results.data?.length ? (
        <Empty description={t('noResults')} />
      ) : phone ? (
        <List<ResultRow>
          dataSource={results.data}
          data-testid="result-cards"
          renderItem={(r) => (
            <List.Item style={{ padding: '6px 0' }}>
              <Card size="small" style={{ width: '100%' }} title={r.paper_name} extra={open(r)}>
                <Space direction="vertical" size={4}>
                  <span>
                    {t('result')}: {score(r)} <ResultTag passed={r.passed} />
                  </span>
                  <span>
                    {t('submittedAt')}: {formatDateTime(r.submitted_at)}
                  </span>
                </Space>
              </Card>
            </List.Item>
          )}
        />
      ) : (
        <Table<ResultRow>
          rowKey="attempt_id"
          size="small"
          scroll={{ x: 640 }}
          pagination={false}
          dataSource={results.data}
          columns={[
            { title: t('paper'), dataIndex: 'paper_name' },
            { title: t('submittedAt'), dataIndex: 'submitted_at', render: (v: string | null) => formatDateTime(v) },
            {
              title: t('result'),
              key: 'score',
              render: (_, r) => score(r),
            },
            { title: t('status.marked'), key: 'passed', render: (_, r) => <ResultTag passed={r.passed} /> },
            {
              title: '',
              key: 'view',
              render: (_, r) => open(r),
            },
          ]}
        />
      )}
    </PageFrame>
  );
}
