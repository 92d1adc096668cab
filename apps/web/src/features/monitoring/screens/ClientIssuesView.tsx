// Back-office view 'monitoring/clientIssues': the browser's errors grouped into issues (how often, how many users,
// which releases and pages, first and last seen); `?issue=<id>` opens one with its reports and their replays.
import { CLIENT_ERROR_KINDS, type ClientIssueRow } from '@etp/contracts';
import { Button, Card, Form, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { clientIssuesQuery } from '@/api/monitoring/listClientIssues';
import { FilterButtons } from '@/components/admin/FilterButtons';
import { ChoiceFilter, KeywordFilter } from '@/components/admin/FilterFields';
import { formatTime } from '@/components/admin/format';
import { ListTable } from '@/components/admin/ListTable';
import { useAdminList } from '@/components/admin/useAdminList';
import { useFilterForm } from '@/components/admin/useFilterForm';
import { KindTag, TagList } from '../issues/tags';
import '../i18n';

// The issue's page (and the replay player it loads) only when an issue is opened.
const IssueDetail = lazy(() => import('../issues/IssueDetail'));

const ISSUE_PARAM = 'issue';

export default function ClientIssuesView() {
  const { t } = useTranslation();
  const { t: tm } = useTranslation('monitoring');
  const [search, setSearch] = useSearchParams();
  const opened = Number(search.get(ISSUE_PARAM));
  const list = useAdminList(clientIssuesQuery, { filters: ['keyword', 'kind'] });
  const filters = useFilterForm(list);
  const open = (id: number | null) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (id === null) next.delete(ISSUE_PARAM);
      else next.set(ISSUE_PARAM, String(id));
      return next;
    });

  if (Number.isInteger(opened) && opened > 0)
    return (
      <Suspense fallback={<Card loading />}>
        <IssueDetail id={opened} onBack={() => open(null)} />
      </Suspense>
    );

  const columns: ColumnsType<ClientIssueRow> = [
    {
      title: tm('issues.title'),
      dataIndex: 'title',
      width: 320,
      render: (title: string, row) => (
        <Space orientation="vertical" size={2}>
          <Typography.Text strong ellipsis={{ tooltip: title }} style={{ maxWidth: 300 }}>
            {title}
          </Typography.Text>
          <KindTag kind={row.kind} />
        </Space>
      ),
    },
    { title: tm('issues.count'), dataIndex: 'count', width: 80, align: 'right' },
    { title: tm('issues.users'), dataIndex: 'users', width: 100, align: 'right' },
    { title: tm('issues.lastSeen'), dataIndex: 'last_seen', width: 170, render: (v: string) => formatTime(v, true) },
    {
      title: tm('issues.culprit'),
      dataIndex: 'culprit',
      render: (culprit: string) => (
        <Typography.Text code ellipsis={{ tooltip: culprit }} style={{ maxWidth: 280 }}>
          {culprit || '—'}
        </Typography.Text>
      ),
    },
    { title: tm('issues.firstSeen'), dataIndex: 'first_seen', width: 170, render: (v: string) => formatTime(v, true) },
    { title: tm('issues.releases'), dataIndex: 'releases', render: (v: string[]) => <TagList values={v} /> },
    { title: tm('issues.routes'), dataIndex: 'routes', render: (v: string[]) => <TagList values={v} /> },
    {
      title: tm('issues.actions'),
      key: 'actions',
      width: 90,
      fixed: 'right',
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => open(row.id)} data-testid={`client-issue-open-${row.id}`}>
          {tm('issues.open')}
        </Button>
      ),
    },
  ];

  return (
    <Card title={t('views.monitoring/clientIssues')} data-view="monitoring/clientIssues">
      <Form {...filters.formProps} layout="inline" className="admin-filters">
        <KeywordFilter
          label={tm('issues.keyword')}
          placeholder={tm('issues.keywordHint')}
          width={220}
          maxLength={100}
          data-testid="client-issues-keyword"
        />
        <ChoiceFilter
          name="kind"
          label={tm('issues.kind')}
          width={180}
          options={CLIENT_ERROR_KINDS.map((kind) => ({ value: kind, label: tm(`kinds.${kind}`) }))}
        />
        <FilterButtons onReset={filters.reset} searchTestId="client-issues-search" />
      </Form>
      <ListTable<ClientIssueRow>
        {...list.tableProps}
        size="middle"
        style={{ marginTop: 16 }}
        locale={{ emptyText: tm('issues.empty') }}
        columns={columns}
        data-testid="client-issues-table"
      />
    </Card>
  );
}
