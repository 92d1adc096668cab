// /studentFront/study: my class, progress rings by course, today's sessions, the next lesson, the timetable and
// today's credited time (the survey dialog stays with the student layout).
import { Button, Card, Col, List, Progress, Row, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStudyOverview } from '@/api/learning/reads';
import { EmptyState } from '@/components/EmptyState';
import { PageFrame } from '@/components/PageFrame';
import { formatDateTime } from '@/utils/time';
import { courseName, minutes, percent } from '../format';
import '../i18n';

export default function StudyPage() {
  const { t } = useTranslation('learning');
  const { data, isPending } = useStudyOverview();
  if (!data) return <PageFrame titleKey="route.study" loading={isPending} />;
  const session = (s: (typeof data.timetable)[number]) => (
    <List.Item>
      <List.Item.Meta
        title={
          <>
            <Tag color={s.kind === 'live' ? 'red' : 'blue'}>{t(`kind.${s.kind}`)}</Tag>
            {formatDateTime(s.starts_at)} – {formatDateTime(s.ends_at)}
          </>
        }
        description={
          s.kind === 'live' ? t('attended', { minutes: minutes(s.attended_seconds + s.replay_seconds) }) : s.place
        }
      />
    </List.Item>
  );
  return (
    <PageFrame titleKey="route.study">
      <div data-testid="study-page">
        <Row gutter={[16, 16]}>
          <Col xs={24} md={12}>
            <Card title={t('myClass')} size="small">
              <Typography.Paragraph strong>{data.class?.name ?? t('noClass')}</Typography.Paragraph>
              <Typography.Paragraph>
                {t('hours')} <b data-testid="study-hours">{data.hours}</b>
              </Typography.Paragraph>
              <Typography.Paragraph type="secondary">
                {t('todayTime', { minutes: minutes(data.today_seconds), limit: minutes(data.daily_limit_seconds) })}
                {' · '}
                {t('hourRule', { minutes: data.hour_minutes })}
              </Typography.Paragraph>
              {data.next_lesson && (
                <Link
                  to={`/studentFront/demand/detail?id=${data.next_lesson.course_id}&lesson=${data.next_lesson.lesson_id}`}
                >
                  <Button type="primary" data-testid="next-lesson">
                    {t('nextLesson', { title: data.next_lesson.title })}
                  </Button>
                </Link>
              )}
            </Card>
          </Col>
          <Col xs={24} md={12}>
            <Card title={t('progress')} size="small">
              {data.courses.length === 0 && <EmptyState text={t('noCourses')} />}
              <Row gutter={[12, 12]}>
                {data.courses.map((c) => (
                  <Col key={c.id} xs={12} sm={8}>
                    <Link
                      to={`/studentFront/demand/detail?id=${c.id}`}
                      style={{ textAlign: 'center', display: 'block' }}
                    >
                      <Progress type="circle" size={88} percent={percent(c.completed_lessons, c.lessons)} />
                      <div>{courseName(c)}</div>
                      <Typography.Text type="secondary">{t('hoursValue', { hours: c.hours })}</Typography.Text>
                    </Link>
                  </Col>
                ))}
              </Row>
            </Card>
          </Col>
          <Col xs={24} md={12}>
            <Card title={t('today')} size="small">
              {data.today.length === 0 ? (
                <Typography.Text type="secondary">{t('noToday')}</Typography.Text>
              ) : (
                <List dataSource={data.today} renderItem={session} />
              )}
            </Card>
          </Col>
          <Col xs={24} md={12}>
            <Card title={t('timetable')} size="small">
              <List dataSource={data.timetable} renderItem={session} />
            </Card>
          </Col>
        </Row>
      </div>
    </PageFrame>
  );
}
