// Back-office view 'monitoring/pageViews': page views per route over the last days, with the daily trend (views and
// visitors) as a chart and the same figures as tables. Counts only: nobody's trail.
import type { PageViewStats } from '@etp/contracts';
import { Card, Input, Segmented, Space, Table, Typography } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageViewStats } from '@/api/monitoring/getPageViewStats';
import { ListError } from '@/components/admin/ListError';
import { formatDay } from '@/utils/time';
import '../i18n';

// ECharts only on this screen, and after its figures.
const TrendChart = lazy(() => import('../pageViews/TrendChart'));

const RANGES = [7, 30, 90] as const;

type RouteRow = PageViewStats['routes'][number];

export default function PageViewsView() {
  const { t } = useTranslation();
  const { t: tm } = useTranslation('monitoring');
  const [days, setDays] = useState<number>(30);
  const [filter, setFilter] = useState('');
  const query = usePageViewStats(days);
  const stats = query.data;
  const routes = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return needle ? stats?.routes.filter((row) => row.route.toLowerCase().includes(needle)) : stats?.routes;
  }, [stats, filter]);
  const total = stats?.totals.reduce((sum, day) => sum + day.views, 0) ?? 0;
  const visitors = stats?.totals.reduce((sum, day) => sum + day.visitors, 0) ?? 0;

  return (
    <Card
      title={t('views.monitoring/pageViews')}
      data-view="monitoring/pageViews"
      extra={
        <Segmented
          aria-label={tm('pageViews.range')}
          value={days}
          onChange={(value) => setDays(Number(value))}
          options={RANGES.map((n) => ({ value: n, label: tm('pageViews.days', { n }) }))}
          data-testid="page-views-range"
        />
      }
    >
      {query.isError && !stats ? (
        <ListError onRetry={() => void query.refetch()} />
      ) : (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {tm('pageViews.note')}
          </Typography.Paragraph>
          <section aria-label={tm('pageViews.trend')}>
            <Typography.Title level={5}>{tm('pageViews.trend')}</Typography.Title>
            <Typography.Text data-testid="page-views-summary">
              {tm('pageViews.trendLabel', { n: days, views: total, visitors })}
            </Typography.Text>
            <Suspense fallback={<div style={{ height: 260 }} />}>
              {stats && <TrendChart days={stats.days} totals={stats.totals} />}
            </Suspense>
          </section>
          <Input
            allowClear
            aria-label={tm('pageViews.filter')}
            placeholder={tm('pageViews.filter')}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            style={{ maxWidth: 320 }}
            data-testid="page-views-filter"
          />
          <Table<RouteRow>
            rowKey="route"
            size="middle"
            loading={query.isFetching && !stats}
            dataSource={routes}
            scroll={{ x: 'max-content' }}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            locale={{ emptyText: tm('pageViews.empty') }}
            data-testid="page-views-table"
            columns={[
              {
                title: tm('pageViews.route'),
                dataIndex: 'route',
                render: (route: string) => <Typography.Text code>{route}</Typography.Text>,
              },
              { title: tm('pageViews.views'), dataIndex: 'views', align: 'right', width: 110 },
              { title: tm('pageViews.visitors'), dataIndex: 'visitors', align: 'right', width: 110 },
              {
                title: tm('pageViews.share'),
                key: 'share',
                align: 'right',
                width: 90,
                render: (_, row) => (total ? `${((row.views / total) * 100).toFixed(1)}%` : '—'),
              },
            ]}
          />
          <details>
            <summary>{tm('pageViews.daily')}</summary>
            <Table
              rowKey="day"
              size="small"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={stats?.days.map((day, i) => ({ day, ...stats.totals[i] }))}
              columns={[
                { title: tm('pageViews.day'), dataIndex: 'day', render: (day: string) => formatDay(day) },
                { title: tm('pageViews.views'), dataIndex: 'views', align: 'right' },
                { title: tm('pageViews.visitors'), dataIndex: 'visitors', align: 'right' },
              ]}
            />
          </details>
        </Space>
      )}
    </Card>
  );
}
