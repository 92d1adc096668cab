// /studentFront/study, the student's hub (issue 28: 1): where to carry on (class, 学时, today's time, the next lesson),
// today's sessions with the way into a live one, what is due (open theory tests with the attempts left, homework with
// its due date), the entries to every study page, then progress by course and the timetable. Every figure of study
// time is the ledger's, shown through the one formatter (useStudyTime). The survey dialog stays with the layout.
import type { MyHomeworkRow, MyTest, StudySession } from '@etp/contracts';
import { Button, Card, Col, List, Progress, Row, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMyTests } from '@/api/exams/listMyTests';
import { useMyHomework } from '@/api/homework/listMyHomework';
import { useStudyOverview } from '@/api/learning/reads';
import { EmptyState } from '@/components/EmptyState';
import { PageFrame } from '@/components/PageFrame';
import { formatDateTime } from '@/utils/time';
import { courseName, percent, useStudyTime } from '../format';
import '../i18n';
import styles from './StudyPage.module.css';

const SF = '/studentFront';
const ENTRIES = [
  { key: 'courses', to: `${SF}/demand` },
  { key: 'live', to: `${SF}/watchLive` },
  { key: 'test', to: `${SF}/theoryTest` },
  { key: 'homework', to: `${SF}/afterClassHomework` },
  { key: 'practice', to: `${SF}/practise` },
  { key: 'results', to: `${SF}/testResult` },
  { key: 'report', to: `${SF}/report` },
  { key: 'manual', to: `${SF}/manual` },
] as const;

/** Tests still to sit: not closed, with an attempt left or one under way. */
const openTests = (tests: MyTest[], now: number) =>
  tests.filter(
    (t) => Date.parse(t.closes_at) > now && (t.in_progress !== null || t.attempts_used < t.attempts_allowed),
  );
/** Homework still to hand in (not started, a draft, or returned), the nearest due date first. */
const homeworkToDo = (rows: MyHomeworkRow[]) =>
  rows
    .filter((r) => r.status === null || r.status === 'draft' || r.status === 'returned')
    .sort((a, b) => Date.parse(a.due_at) - Date.parse(b.due_at));

export default function StudyPage() {
  const { t } = useTranslation('learning');
  const time = useStudyTime();
  const { data, isPending } = useStudyOverview();
  const tests = useMyTests();
  const homework = useMyHomework();
  if (!data) return <PageFrame titleKey="route.study" loading={isPending} />;
  const now = Date.now();
  const liveAction = (s: StudySession) => {
    if (s.kind !== 'live') return null;
    const phase = now < Date.parse(s.starts_at) ? 'waiting' : now <= Date.parse(s.ends_at) ? 'join' : 'replay';
    return (
      <Link to={`${SF}/watchLive?id=${s.id}`} key="go">
        <Button type={phase === 'join' ? 'primary' : 'default'} size="small" data-testid={`hub-live-${s.id}`}>
          {t(`hub.${phase}`)}
        </Button>
      </Link>
    );
  };
  const session = (s: StudySession) => (
    <List.Item actions={[liveAction(s)].filter(Boolean)}>
      <List.Item.Meta
        title={
          <>
            <Tag color={s.kind === 'live' ? 'red' : 'blue'}>{t(`kind.${s.kind}`)}</Tag>
            {formatDateTime(s.starts_at)} – {formatDateTime(s.ends_at).slice(11)}
          </>
        }
        description={
          s.kind === 'live'
            ? t('attendedTime', { time: time.duration(s.attended_seconds + s.replay_seconds) })
            : s.place
        }
      />
    </List.Item>
  );
  const dueTests = openTests(tests.data ?? [], now);
  const dueHomework = homeworkToDo(homework.data ?? []);
  return (
    <PageFrame titleKey="route.study">
      <div data-testid="study-page" className={styles.hub}>
        <Row gutter={[16, 16]}>
          <Col xs={24} md={12}>
            <Card title={t('hub.continue')} size="small" data-testid="hub-continue">
              <Typography.Paragraph strong>{data.class?.name ?? t('noClass')}</Typography.Paragraph>
              <Typography.Paragraph>
                {t('hours')}{' '}
                <b data-testid="study-hours" data-seconds={data.total_seconds}>
                  {time.time(data.total_seconds, data.hour_minutes)}
                </b>
              </Typography.Paragraph>
              <Typography.Paragraph type="secondary" data-testid="study-today">
                {t('todaySoFar', {
                  time: time.duration(data.today_seconds),
                  limit: time.duration(data.daily_limit_seconds),
                })}
                {' · '}
                {t('hourRule', { minutes: data.hour_minutes })}
              </Typography.Paragraph>
              {data.next_lesson && (
                <Link
                  className={styles.next}
                  to={`${SF}/demand/detail?id=${data.next_lesson.course_id}&lesson=${data.next_lesson.lesson_id}`}
                >
                  <Button type="primary" block data-testid="next-lesson">
                    <span className={styles.ellipsis}>{t('nextLesson', { title: data.next_lesson.title })}</span>
                  </Button>
                </Link>
              )}
            </Card>
          </Col>
          <Col xs={24} md={12}>
            <Card title={t('today')} size="small" data-testid="hub-today">
              {data.today.length === 0 ? (
                <Typography.Text type="secondary">{t('noToday')}</Typography.Text>
              ) : (
                <List dataSource={data.today} renderItem={session} />
              )}
            </Card>
          </Col>
          <Col xs={24} md={12}>
            <Card title={t('hub.due')} size="small" data-testid="hub-due">
              {dueTests.length === 0 && dueHomework.length === 0 && (
                <Typography.Text type="secondary">{t('hub.nothingDue')}</Typography.Text>
              )}
              <List
                dataSource={dueTests}
                locale={{ emptyText: ' ' }}
                split
                renderItem={(test) => (
                  <List.Item
                    data-testid={`hub-test-${test.id}`}
                    actions={[
                      <Link to={`${SF}/theoryTest`} key="go">
                        <Button type="primary" size="small" data-testid="hub-go-test">
                          {t(test.in_progress !== null ? 'hub.resumeTest' : 'hub.goTest')}
                        </Button>
                      </Link>,
                    ]}
                  >
                    <List.Item.Meta
                      title={
                        <>
                          <Tag color="orange">{t('hub.test')}</Tag>
                          {test.paper_name}
                        </>
                      }
                      description={
                        <Space size={[8, 0]} wrap>
                          <span>
                            {t('hub.testWindow', {
                              from: formatDateTime(test.opens_at),
                              to: formatDateTime(test.closes_at),
                            })}
                          </span>
                          <span data-testid="hub-attempts-left">
                            {t('hub.attemptsLeft', { count: test.attempts_allowed - test.attempts_used })}
                          </span>
                          {test.missing.length > 0 && <Tag color="warning">{t('hub.testMissing')}</Tag>}
                        </Space>
                      }
                    />
                  </List.Item>
                )}
              />
              {dueHomework.length > 0 && (
                <List
                  dataSource={dueHomework}
                  renderItem={(row) => (
                    <List.Item
                      data-testid={`hub-homework-${row.id}`}
                      actions={[
                        <Link to={`${SF}/afterClassHomework/write?id=${row.id}`} key="go">
                          <Button size="small" data-testid="hub-go-homework">
                            {t('hub.goHomework')}
                          </Button>
                        </Link>,
                      ]}
                    >
                      <List.Item.Meta
                        title={
                          <>
                            <Tag color="blue">{t('hub.homework')}</Tag>
                            {row.title}
                          </>
                        }
                        description={
                          <Space size={[8, 0]} wrap>
                            <span>{t('hub.dueAt', { at: formatDateTime(row.due_at) })}</span>
                            {Date.parse(row.due_at) < now && <Tag color="red">{t('hub.overdue')}</Tag>}
                          </Space>
                        }
                      />
                    </List.Item>
                  )}
                />
              )}
            </Card>
          </Col>
          <Col xs={24} md={12}>
            <Card title={t('hub.entries')} size="small" data-testid="hub-entries">
              <div className={styles.entries}>
                {ENTRIES.map((e) => (
                  <Link key={e.key} to={e.to} data-testid={`hub-link-${e.key}`} className={styles.entry}>
                    {t(`hub.links.${e.key}`)}
                  </Link>
                ))}
              </div>
            </Card>
          </Col>
          <Col xs={24} md={12}>
            <Card title={t('progress')} size="small">
              {data.courses.length === 0 && <EmptyState text={t('noCourses')} />}
              <Row gutter={[12, 12]}>
                {data.courses.map((c) => (
                  <Col key={c.id} xs={12} sm={8}>
                    <Link to={`${SF}/demand/detail?id=${c.id}`} style={{ textAlign: 'center', display: 'block' }}>
                      <Progress type="circle" size={88} percent={percent(c.completed_lessons, c.lessons)} />
                      <div>{courseName(c)}</div>
                      <Typography.Text type="secondary">
                        {time.time(c.credited_seconds, data.hour_minutes)}
                      </Typography.Text>
                    </Link>
                  </Col>
                ))}
              </Row>
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
