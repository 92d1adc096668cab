// Back-office view 'service/survey' (admin and regions): the follow-up service's figures of finished classes in the
// caller's scope, by area, institution or class: answer rate, business starts, employment, contacts, and the services
// trainees wished for (the survey's dictionary); charts (ECharts, loaded only here) and an export to the download
// centre.
import { SETTLEMENT_API, type SurveyFigureRow } from '@etp/contracts';
import { Card, Col, Radio, Row, Space, Statistic, Typography } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '@/api/http';
import { useSurveyFigures } from '@/api/settlement/surveyFigures';
import { ExportButton } from '@/components/admin/ExportButton';
import { ListTable } from '@/components/admin/ListTable';
import { localized } from '@/i18n/localized';
import { SETTLEMENT_NS } from '../i18n';

const SurveyChart = lazy(() => import('../SurveyChart'));
const BY = ['region', 'institution', 'class'] as const;
const pct = (n: number, of: number) => (of ? Math.round((n * 1000) / of) / 10 : 0);

export default function ServiceSurveyView() {
  const { t } = useTranslation();
  const { t: ts } = useTranslation(SETTLEMENT_NS);
  const [by, setBy] = useState<(typeof BY)[number]>('region');
  const figures = useSurveyFigures(by);
  const data = figures.data;
  const rates = useMemo(
    () =>
      data
        ? [
            { name: ts('answerRate'), values: data.rows.map((r) => pct(r.answered, r.students)) },
            { name: ts('businessRate'), values: data.rows.map((r) => pct(r.business_started, r.students)) },
            { name: ts('employedRate'), values: data.rows.map((r) => pct(r.employed, r.students)) },
          ]
        : [],
    [data, ts],
  );
  const categories = useMemo(() => data?.rows.map((r) => r.name) ?? [], [data]);
  const services = useMemo(
    () => [{ name: ts('servicesWanted'), values: data?.services.map((s) => s.count) ?? [] }],
    [data, ts],
  );
  const serviceNames = useMemo(() => data?.services.map((s) => localized(s.label, s.label_en)) ?? [], [data]);
  const totals = data?.totals;
  return (
    <Card
      title={t('views.service/survey')}
      data-view="service/survey"
      extra={<ExportButton run={() => post(SETTLEMENT_API.surveyExport, { by })} />}
    >
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Radio.Group
          value={by}
          onChange={(e) => setBy(e.target.value)}
          optionType="button"
          options={BY.map((b) => ({ value: b, label: ts(`by.${b}`) }))}
          data-testid="survey-by"
        />
        {totals && (
          <Row gutter={[16, 16]}>
            <Col xs={12} md={6}>
              <Statistic title={ts('trainees')} value={totals.students} />
            </Col>
            <Col xs={12} md={6}>
              <Statistic title={ts('answerRate')} value={pct(totals.answered, totals.students)} suffix="%" />
            </Col>
            <Col xs={12} md={6}>
              <Statistic title={ts('businessRate')} value={pct(totals.business_started, totals.students)} suffix="%" />
            </Col>
            <Col xs={12} md={6}>
              <Statistic title={ts('employedRate')} value={pct(totals.employed, totals.students)} suffix="%" />
            </Col>
          </Row>
        )}
        <Suspense fallback={<div style={{ height: 280 }} />}>
          {categories.length > 0 && <SurveyChart categories={categories} series={rates} percent />}
        </Suspense>
        <ListTable<SurveyFigureRow>
          query={figures}
          rowKey="key"
          size="small"
          loading={figures.isLoading}
          dataSource={data?.rows ?? []}
          pagination={false}
          data-testid="survey-table"
          columns={[
            { title: ts('groupName'), dataIndex: 'name', fixed: 'left', width: 200 },
            { title: ts('trainees'), dataIndex: 'students', width: 90 },
            {
              title: ts('answerRate'),
              key: 'answered',
              width: 110,
              render: (_, r) => `${r.answered} (${pct(r.answered, r.students)}%)`,
            },
            {
              title: ts('businessRate'),
              key: 'business',
              width: 110,
              render: (_, r) => `${r.business_started} (${pct(r.business_started, r.students)}%)`,
            },
            {
              title: ts('employedRate'),
              key: 'employed',
              width: 110,
              render: (_, r) => `${r.employed} (${pct(r.employed, r.students)}%)`,
            },
            {
              title: ts('contactRate'),
              key: 'contacts',
              width: 110,
              render: (_, r) => `${r.contacts} (${pct(r.contacts, r.students)}%)`,
            },
          ]}
        />
        <div>
          <Typography.Title level={5}>{ts('servicesWanted')}</Typography.Title>
          <Suspense fallback={<div style={{ height: 280 }} />}>
            {serviceNames.length > 0 && <SurveyChart categories={serviceNames} series={services} />}
          </Suspense>
        </div>
      </Space>
    </Card>
  );
}
