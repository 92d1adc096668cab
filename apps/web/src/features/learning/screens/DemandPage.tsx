// /studentFront/demand: my courses with progress; each opens its lessons.
import { Button, Card, Col, Progress, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMyCourses } from '@/api/learning/reads';
import { EmptyState } from '@/components/EmptyState';
import { PageFrame } from '@/components/PageFrame';
import { courseName, percent, useStudyTime } from '../format';
import '../i18n';

export default function DemandPage() {
  const { t } = useTranslation('learning');
  const time = useStudyTime();
  const { data } = useMyCourses();
  return (
    <PageFrame titleKey="route.demand">
      {data && data.length === 0 && <EmptyState text={t('noCourses')} />}
      <Row gutter={[16, 16]} data-testid="demand-courses">
        {data?.map((c) => (
          <Col key={c.id} xs={24} sm={12} lg={8}>
            <Card title={courseName(c)} size="small">
              <Typography.Paragraph type="secondary">{c.class_name}</Typography.Paragraph>
              <Progress percent={percent(c.completed_lessons, c.lessons)} />
              <Typography.Paragraph>
                {t('lessons', { done: c.completed_lessons, total: c.lessons })}
              </Typography.Paragraph>
              <Typography.Paragraph>
                {time.time(c.credited_seconds, c.hour_minutes)}
                {c.required_hours > 0 && ` / ${t('required', { hours: c.required_hours })}`}
              </Typography.Paragraph>
              <Link to={`/studentFront/demand/detail?id=${c.id}`}>
                <Button type="primary">{t('startStudy')}</Button>
              </Link>
            </Card>
          </Col>
        ))}
      </Row>
    </PageFrame>
  );
}
