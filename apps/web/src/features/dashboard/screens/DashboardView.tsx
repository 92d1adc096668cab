// Back-office view 'dashboard/index' (/home): the caller's figures (admin all, regions theirs, trainer own classes),
// each clicking through to the list it counts; classes by status; weekly trends and rankings as ECharts (loaded with
// the first chart, on this page only). One column at 375 px.
import type { DashboardFigure, DashboardHome, RankRow } from '@etp/contracts';
import { Alert, Button, Card, Col, Empty, Row, Space, Statistic, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDashboardHome } from '@/api/dashboard/getHome';
import { primaryRole, useSession } from '@/stores/session';
import { formatDateTime } from '@/utils/time';
import { EChart } from '../charts/EChart';
import { listAddress } from '../figureLinks';
import { MapSettings } from '../MapSettings';
import '../i18n';
import styles from '../dashboard.module.css';

const COCKPIT_ROLES = ['admin', 'province', 'city', 'area'];

function FigureCard({ figure, to }: { figure: DashboardFigure; to: string | null }) {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const amount = figure.key.startsWith('subsidy_');
  const rate = figure.of !== null && !amount;
  const value = rate ? Math.round(figure.value * 1000) / 10 : amount ? figure.value / 100 : figure.value;
  const card = (
    <Card
      size="small"
      hoverable={to !== null}
      className={styles.figure}
      data-testid={`figure-${figure.key}`}
      data-value={figure.value}
      data-of={figure.of ?? undefined}
      onClick={to ? () => navigate(to) : undefined}
    >
      <Statistic
        title={t(`figure.${figure.key}`, { defaultValue: figure.key })}
        value={value}
        suffix={rate ? '%' : undefined}
        precision={figure.key === 'hours_week' || rate ? 1 : amount ? 2 : 0}
      />
      {rate ? (
        <Typography.Text type="secondary">{t('rateOf', { n: figure.of })}</Typography.Text>
      ) : amount ? (
        <Typography.Text type="secondary">{t('claims', { n: figure.of })}</Typography.Text>
      ) : to ? (
        <Typography.Text type="secondary">{t('clickHint')}</Typography.Text>
      ) : null}
    </Card>
  );
  return to ? (
    <a
      href={to}
      onClick={(e) => {
        e.preventDefault();
        navigate(to);
      }}
      className={styles.link}
      aria-label={`${t(`figure.${figure.key}`)}: ${value}`}
    >
      {card}
    </a>
  ) : (
    card
  );
}

function trendOption(data: DashboardHome['trends'], t: (k: string) => string) {
  return {
    animation: false,
    grid: { left: 8, right: 8, top: 40, bottom: 8, containLabel: true },
    legend: { top: 0 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: data.map((p) => p.at.slice(5)) },
    yAxis: [
      { type: 'value', name: t('unit.hours') },
      { type: 'value', minInterval: 1 },
    ],
    series: [
      { type: 'line', name: t('series.hours'), data: data.map((p) => p.hours), smooth: true },
      { type: 'bar', name: t('series.enrolled'), yAxisIndex: 1, data: data.map((p) => p.enrolled) },
      { type: 'bar', name: t('series.certified'), yAxisIndex: 1, data: data.map((p) => p.certified) },
    ],
  };
}

function rankOption(rows: RankRow[], t: (k: string) => string) {
  const top = [...rows].reverse();
  return {
    animation: false,
    grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'value', name: t('unit.hours') },
    yAxis: { type: 'category', data: top.map((r) => (r.name.length > 10 ? `${r.name.slice(0, 10)}…` : r.name)) },
    series: [
      { type: 'bar', name: t('series.hours'), data: top.map((r) => r.hours), label: { show: true, position: 'right' } },
    ],
  };
}

function Ranking({ title, rows, testId }: { title: string; rows: RankRow[]; testId: string }) {
  const { t } = useTranslation('dashboard');
  const option = useMemo(() => rankOption(rows, t), [rows, t]);
  return (
    <Card title={title} size="small" data-testid={testId}>
      {rows.length ? (
        <>
          <EChart option={option} style={{ height: Math.max(160, rows.length * 28 + 40) }} />
          <ol className={styles.rankList}>
            {rows.map((r) => (
              <li key={r.code}>
                <span>{r.name}</span>
                <span>
                  {r.hours} {t('unit.hours')} · {r.enrolled} / {r.certified}
                </span>
              </li>
            ))}
          </ol>
        </>
      ) : (
        <Empty description={t('noData')} />
      )}
    </Card>
  );
}

export default function DashboardView() {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const menu = useSession((s) => s.menu);
  const role = primaryRole(useSession((s) => s.user));
  const { data, error, refetch } = useDashboardHome();
  const trend = useMemo(() => (data ? trendOption(data.trends, t) : null), [data, t]);
  if (error && !data)
    return (
      <Alert
        type="error"
        title={error.message}
        action={<Button onClick={() => refetch()}>{t('common.retry', { ns: 'translation' })}</Button>}
      />
    );
  return (
    <div className={styles.page} data-view="dashboard/index" data-testid="dashboard">
      <div className={styles.head}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('title')}
        </Typography.Title>
        <Space wrap>
          <Typography.Text type="secondary" data-testid="dashboard-as-of">
            {data?.as_of ? t('asOf', { time: formatDateTime(data.as_of) }) : data ? t('notYet') : ''}
          </Typography.Text>
          {role && COCKPIT_ROLES.includes(role) ? (
            <Button type="primary" onClick={() => navigate('/bigScreen')} data-testid="open-cockpit">
              {t('openCockpit')}
            </Button>
          ) : null}
        </Space>
      </div>
      <Row gutter={[12, 12]}>
        {(data?.figures ?? []).map((f) => (
          <Col key={f.key} xs={12} sm={8} lg={6} xxl={3}>
            <FigureCard figure={f} to={listAddress(menu, f.list)} />
          </Col>
        ))}
      </Row>
      <Card title={t('classes')} size="small" data-testid="dashboard-classes">
        <Space wrap>
          {(data?.classes ?? []).map((c) => {
            const to = listAddress(menu, c.list);
            return (
              <Tag
                key={c.status}
                className={styles.statusTag}
                color={c.status === 'running' ? 'processing' : c.status === 'finished' ? 'success' : 'default'}
                data-testid={`classes-${c.status}`}
                data-value={c.value}
                onClick={to ? () => navigate(to) : undefined}
                style={{ cursor: to ? 'pointer' : 'default' }}
              >
                {t(`classStatus.${c.status}`)} <b>{c.value}</b>
              </Tag>
            );
          })}
        </Space>
      </Card>
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={12}>
          <Card title={t('trends')} size="small">
            {trend ? <EChart option={trend} testId="dashboard-trends" /> : null}
          </Card>
        </Col>
        <Col xs={24} md={12} xl={6}>
          <Ranking title={t('rankAreas')} rows={data?.rankings.areas ?? []} testId="rank-areas" />
        </Col>
        <Col xs={24} md={12} xl={6}>
          <Ranking title={t('rankInstitutions')} rows={data?.rankings.institutions ?? []} testId="rank-institutions" />
        </Col>
      </Row>
      {role === 'admin' ? <MapSettings /> : null}
    </div>
  );
}
