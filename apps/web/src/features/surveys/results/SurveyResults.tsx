// A survey's results in a drawer: answers in all, then per question the counts (table + chart), the rating average
// and distribution, or the text answers page by page; the answers go to the download centre from here.
import type { AdminSurveyRow, SurveyQuestionResult } from '@etp/contracts';
import { Button, Card, Drawer, Empty, List, Skeleton, Space, Statistic, Table, Typography } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportSurveyAnswers } from '@/api/surveys/exportSurveyAnswers';
import { useSurveyResults } from '@/api/surveys/getSurveyResults';
import { useSurveyTexts } from '@/api/surveys/listSurveyTexts';
import { ExportButton } from '@/components/admin/ExportButton';
import { formatTime } from '@/components/admin/format';
import { ListError } from '@/components/admin/ListError';
import { SURVEY_ADMIN_NS } from '../i18n';
import type { Bar } from './ResultChart';

const ResultChart = lazy(() => import('./ResultChart'));

function Counts({ question, bars }: { question: SurveyQuestionResult; bars: Bar[] }) {
  const { t } = useTranslation(SURVEY_ADMIN_NS);
  const total = bars.reduce((sum, b) => sum + b.count, 0);
  return (
    <>
      <Table<Bar>
        size="small"
        pagination={false}
        rowKey="label"
        dataSource={bars}
        data-testid={`survey-result-table-${question.id}`}
        columns={[
          { title: t('options'), dataIndex: 'label' },
          { title: t('count'), dataIndex: 'count', width: 90, align: 'right' },
          {
            title: t('share'),
            key: 'share',
            width: 90,
            align: 'right',
            render: (_, b) => (question.answered ? `${Math.round((b.count / question.answered) * 100)}%` : '-'),
          },
        ]}
      />
      {total > 0 && (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 2 }} title={false} />}>
          <ResultChart bars={bars} label={t('count')} />
        </Suspense>
      )}
    </>
  );
}

function Texts({ surveyId, question }: { surveyId: number; question: SurveyQuestionResult }) {
  const { t } = useTranslation(SURVEY_ADMIN_NS);
  const [page, setPage] = useState(1);
  const size = 10;
  const texts = useSurveyTexts({ id: surveyId, questionId: question.id, page, size });
  if (texts.isError) return <ListError onRetry={() => void texts.refetch()} />;
  return (
    <List
      size="small"
      loading={texts.isPending}
      dataSource={texts.data?.list ?? []}
      locale={{ emptyText: t('noAnswers') }}
      pagination={
        (texts.data?.total ?? 0) > size
          ? { current: page, pageSize: size, total: texts.data?.total ?? 0, onChange: setPage, size: 'small' }
          : false
      }
      renderItem={(item) => (
        <List.Item key={`${item.response_id}-${item.submitted_at}`}>
          <List.Item.Meta description={formatTime(item.submitted_at)} title={<span>{item.text}</span>} />
        </List.Item>
      )}
    />
  );
}

function QuestionResult({
  surveyId,
  index,
  question,
}: {
  surveyId: number;
  index: number;
  question: SurveyQuestionResult;
}) {
  const { t } = useTranslation(SURVEY_ADMIN_NS);
  const bars = useMemo<Bar[]>(
    () =>
      question.kind === 'rating'
        ? question.rating_distribution.map((d) => ({ label: t('score', { score: d.score }), count: d.count }))
        : question.options.map((o) => ({ label: o.label, count: o.count })),
    [question, t],
  );
  return (
    <Card
      size="small"
      title={`${index + 1}. ${question.title}`}
      extra={
        <Space>
          <Typography.Text type="secondary">{t(`kinds.${question.kind}`)}</Typography.Text>
          <Typography.Text data-testid={`survey-answered-${question.id}`}>
            {t('answered', { count: question.answered })}
          </Typography.Text>
        </Space>
      }
    >
      {question.kind === 'rating' && (
        <Statistic
          title={t('average', { value: '' })}
          value={question.rating_average ?? '-'}
          suffix={`/ ${question.rating_max}`}
          style={{ marginBottom: 12 }}
        />
      )}
      {question.kind === 'text' ? (
        <Texts surveyId={surveyId} question={question} />
      ) : (
        <Counts question={question} bars={bars} />
      )}
    </Card>
  );
}

function ResultsBody({ survey }: { survey: AdminSurveyRow }) {
  const { t } = useTranslation(SURVEY_ADMIN_NS);
  const results = useSurveyResults(survey.id);
  if (results.isError) return <ListError onRetry={() => void results.refetch()} />;
  if (!results.data) return <Skeleton active />;
  const r = results.data;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={5} style={{ margin: 0 }} data-testid="survey-total">
          {t('total', { count: r.responses })}
        </Typography.Title>
        <Space wrap>
          <Button onClick={() => void results.refetch()}>{t('refresh')}</Button>
          <ExportButton run={() => exportSurveyAnswers(survey.id)} />
        </Space>
      </Space>
      {r.responses === 0 && <Empty description={t('noAnswers')} />}
      {r.questions.map((q, i) => (
        <QuestionResult key={q.id} surveyId={r.id} index={i} question={q} />
      ))}
    </Space>
  );
}

export function SurveyResultsDrawer({ survey, onClose }: { survey: AdminSurveyRow | null; onClose: () => void }) {
  const { t } = useTranslation(SURVEY_ADMIN_NS);
  return (
    <Drawer
      open={survey !== null}
      onClose={onClose}
      title={survey ? t('resultsTitle', { title: survey.title }) : ''}
      size={900}
      destroyOnHidden
      data-testid="survey-results"
    >
      {survey && <ResultsBody survey={survey} />}
    </Drawer>
  );
}
