// One issue: what it is and where (kind, message, code location), how often and for whom, then its newest reports,
// each with its stack read through the build's source maps, the steps before it, and its replay when one was kept.
import { ArrowLeftOutlined } from '@ant-design/icons';
import type { ClientErrorRow, ClientIssueDetail } from '@etp/contracts';
import { Alert, Button, Card, Collapse, Descriptions, Empty, Space, Tag, Timeline, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientIssue } from '@/api/monitoring/getClientIssue';
import { formatTime } from '@/components/admin/format';
import { ListError } from '@/components/admin/ListError';
import { describeUserAgent } from '@/utils/userAgent';
import { KindTag, TagList } from './tags';
import '../i18n';

// rrweb's player loads only when a replay is played.
const ReplayPlayer = lazy(() => import('./ReplayPlayer'));

function Frames({ report }: { report: ClientErrorRow }) {
  const { t } = useTranslation('monitoring');
  if (report.frames.length === 0)
    return report.stack ? (
      <pre className="client-error-stack">{report.stack}</pre>
    ) : (
      <Typography.Text type="secondary">{t('issue.noStack')}</Typography.Text>
    );
  return (
    <ol className="client-error-frames" data-testid={`client-error-frames-${report.id}`}>
      {report.frames.map((frame, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a stack's frames are fixed; the same frame may repeat (recursion)
        <li key={i} style={{ opacity: frame.own ? 1 : 0.55, wordBreak: 'break-all' }}>
          <Typography.Text code>
            {frame.file}
            {frame.line === null ? '' : `:${frame.line}`}
            {frame.column === null ? '' : `:${frame.column}`}
          </Typography.Text>{' '}
          {frame.fn && <Typography.Text type="secondary">{frame.fn}</Typography.Text>}{' '}
          {!frame.own && <Tag>{t('issue.library')}</Tag>}
          {frame.own && !frame.mapped && <Tag color="gold">{t('issue.unmapped')}</Tag>}
        </li>
      ))}
    </ol>
  );
}

function Breadcrumbs({ report }: { report: ClientErrorRow }) {
  const { t } = useTranslation('monitoring');
  if (report.breadcrumbs.length === 0)
    return <Typography.Text type="secondary">{t('issue.noBreadcrumbs')}</Typography.Text>;
  return (
    <Timeline
      items={report.breadcrumbs.map((crumb, i) => ({
        key: `${crumb.at}-${i}`,
        color: crumb.type === 'navigation' ? 'blue' : 'gray',
        content: (
          <span style={{ wordBreak: 'break-all' }}>
            <Typography.Text type="secondary">{formatTime(new Date(crumb.at).toISOString(), true)}</Typography.Text>{' '}
            <Tag>{t(`issue.${crumb.type}`)}</Tag>
            {crumb.text}
          </span>
        ),
      }))}
    />
  );
}

function Report({ report, onPlay }: { report: ClientErrorRow; onPlay: (id: number) => void }) {
  const { t } = useTranslation('monitoring');
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid={`client-error-${report.id}`}>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'message', label: t('issues.title'), children: report.message, span: 'filled' },
          { key: 'release', label: t('issue.release'), children: report.release || '—' },
          { key: 'route', label: t('issue.route'), children: report.route || '—' },
          { key: 'path', label: t('issue.path'), children: report.path || '—' },
          {
            key: 'user',
            label: t('issue.user'),
            children: report.user_id === null ? t('issue.anonymous') : t('issue.userId', { id: report.user_id }),
          },
          { key: 'browser', label: t('issue.browser'), children: describeUserAgent(report.user_agent) },
        ]}
      />
      <div>
        <Typography.Title level={5}>{t('issue.stack')}</Typography.Title>
        <Frames report={report} />
      </div>
      <div>
        <Typography.Title level={5}>{t('issue.breadcrumbs')}</Typography.Title>
        <Breadcrumbs report={report} />
      </div>
      {report.has_replay && (
        <Button type="primary" onClick={() => onPlay(report.id)} data-testid={`client-error-play-${report.id}`}>
          {t('issue.play')}
        </Button>
      )}
    </Space>
  );
}

function Summary({ issue }: { issue: ClientIssueDetail }) {
  const { t } = useTranslation('monitoring');
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2, lg: 3 }}
      items={[
        { key: 'kind', label: t('issues.kind'), children: <KindTag kind={issue.kind} /> },
        { key: 'count', label: t('issues.count'), children: issue.count },
        { key: 'users', label: t('issues.users'), children: issue.users },
        {
          key: 'culprit',
          label: t('issues.culprit'),
          children: <Typography.Text code>{issue.culprit || '—'}</Typography.Text>,
        },
        { key: 'first', label: t('issues.firstSeen'), children: formatTime(issue.first_seen, true) },
        { key: 'last', label: t('issues.lastSeen'), children: formatTime(issue.last_seen, true) },
        { key: 'releases', label: t('issues.releases'), children: <TagList values={issue.releases} shown={5} /> },
        { key: 'routes', label: t('issues.routes'), children: <TagList values={issue.routes} shown={5} /> },
      ]}
    />
  );
}

export default function IssueDetail({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation('monitoring');
  const query = useClientIssue(id);
  const [playing, setPlaying] = useState<number | null>(null);
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={onBack} data-testid="client-issue-back">
      {t('issue.back')}
    </Button>
  );
  if (query.isError && !query.data)
    return (
      <Card extra={back}>
        <ListError onRetry={() => void query.refetch()} />
      </Card>
    );
  const issue = query.data;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="client-issue-detail">
      <Card
        loading={!issue}
        title={
          <Typography.Text style={{ whiteSpace: 'normal' }} data-testid="client-issue-title">
            {issue?.title}
          </Typography.Text>
        }
        extra={back}
      >
        {issue && <Summary issue={issue} />}
      </Card>
      {issue && playing !== null && (
        <Card
          title={t('issue.playing')}
          extra={<Button onClick={() => setPlaying(null)}>{t('issue.close')}</Button>}
          data-testid="client-replay"
        >
          <Alert type="info" showIcon title={t('issue.masked')} style={{ marginBottom: 12 }} />
          <Suspense fallback={<Card loading variant="borderless" />}>
            <ReplayPlayer issueId={issue.id} errorId={playing} />
          </Suspense>
        </Card>
      )}
      {issue && (
        <Card title={t('issue.reports')}>
          {issue.errors.length === 0 ? (
            <Empty />
          ) : (
            <Collapse
              defaultActiveKey={issue.errors[0] ? [String(issue.errors[0].id)] : []}
              items={issue.errors.map((report) => ({
                key: String(report.id),
                label: (
                  <Space wrap size={[8, 4]}>
                    <span>{formatTime(report.received_at, true)}</span>
                    <Tag>{report.route || report.path}</Tag>
                    {report.has_replay && <Tag color="blue">{t('issue.replay')}</Tag>}
                  </Space>
                ),
                children: (
                  <Report
                    report={report}
                    onPlay={(errorId) => {
                      setPlaying(errorId);
                      window.scrollTo({ top: 0, behavior: 'smooth' });
                    }}
                  />
                ),
              }))}
            />
          )}
        </Card>
      )}
    </Space>
  );
}
