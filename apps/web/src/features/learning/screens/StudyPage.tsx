// /studentFront/study, the student's hub (issue 28: 1): where to carry on (class, 学时, today's time, the next lesson),
// today's sessions with the way into a live one, what is due (open theory tests with the attempts left, homework with
// its due date), the entries to every study page, then progress by course and the timetable. Every figure of study
// time is the ledger's, shown through the one formatter (useStudyTime). The survey dialog stays with the layout.
// Plain elements with antd's look (components/light): the page where a student lands loads no antd (issue 33).
import type { MyHomeworkRow, MyTest, StudySession } from '@etp/contracts';
import { Children, lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMyTests } from '@/api/exams/listMyTests';
import { useMyHomework } from '@/api/homework/listMyHomework';
import { useStudyOverview } from '@/api/learning/reads';
import { EmptyState } from '@/components/EmptyState';
import { CircleProgress } from '@/components/light/CircleProgress';
import light from '@/components/light/Light.module.css';
import { PageFrame } from '@/components/PageFrame';
import { formatDateTime } from '@/utils/time';
import { courseName, percent, useStudyTime } from '../format';
import '../i18n';
import styles from './StudyPage.module.css';

// antd's empty picture, for a timetable without sessions (rare): it loads only then.
const EmptyList = lazy(() => import('./EmptyList'));

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

type TagColor = 'red' | 'blue' | 'orange' | 'warning';
const Tag = ({ color, children }: { color: TagColor; children: ReactNode }) => (
  <span className={`${light.tag} ${light[color]}`}>{children}</span>
);

function Card({ title, children, testId }: { title: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div className={light.card} data-testid={testId}>
      <div className={light.cardHead}>
        <h2 className={light.cardTitle}>{title}</h2>
      </div>
      <div className={light.cardBody}>{children}</div>
    </div>
  );
}

/** A row of antd's List: the title and description on the left, one action on the right. */
function Item(props: { title: ReactNode; description: ReactNode; action?: ReactNode; testId?: string }) {
  return (
    <li className={light.item} data-testid={props.testId}>
      <div className={light.meta}>
        <h3 className={light.metaTitle}>{props.title}</h3>
        <div className={light.metaDescription}>{props.description}</div>
      </div>
      {props.action && <div className={light.action}>{props.action}</div>}
    </li>
  );
}

/** antd's Space with size [8, 0], wrapping. */
const Space = ({ children }: { children: ReactNode }) => (
  <div className={styles.space}>
    {Children.toArray(children).map((child, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: the items never move
      <div key={i}>{child}</div>
    ))}
  </div>
);

/** A small button inside a link (the link navigates). */
function LinkButton(props: { to: string; primary?: boolean; testId: string; children: ReactNode }) {
  return (
    <Link to={props.to}>
      <button
        type="button"
        className={`${light.btn} ${light.sm}${props.primary ? ` ${light.primary}` : ''}`}
        data-testid={props.testId}
      >
        <span>{props.children}</span>
      </button>
    </Link>
  );
}

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
      <LinkButton to={`${SF}/watchLive?id=${s.id}`} primary={phase === 'join'} testId={`hub-live-${s.id}`}>
        {t(`hub.${phase}`)}
      </LinkButton>
    );
  };
  const session = (s: StudySession) => (
    <Item
      key={`${s.kind}-${s.id}`}
      action={liveAction(s)}
      title={
        <>
          <Tag color={s.kind === 'live' ? 'red' : 'blue'}>{t(`kind.${s.kind}`)}</Tag>
          {formatDateTime(s.starts_at)} – {formatDateTime(s.ends_at).slice(11)}
        </>
      }
      description={
        s.kind === 'live' ? t('attendedTime', { time: time.duration(s.attended_seconds + s.replay_seconds) }) : s.place
      }
    />
  );
  const dueTests = openTests(tests.data ?? [], now);
  const dueHomework = homeworkToDo(homework.data ?? []);
  return (
    <PageFrame titleKey="route.study">
      <div data-testid="study-page" className={styles.hub}>
        <div className={styles.row}>
          <div className={styles.col}>
            <Card title={t('hub.continue')} testId="hub-continue">
              <div className={light.paragraph}>
                <strong>{data.class?.name ?? t('noClass')}</strong>
              </div>
              <div className={light.paragraph}>
                {t('hours')}{' '}
                <b data-testid="study-hours" data-seconds={data.total_seconds}>
                  {time.time(data.total_seconds, data.hour_minutes)}
                </b>
              </div>
              <div className={`${light.paragraph} ${light.secondary}`} data-testid="study-today">
                {t('todaySoFar', {
                  time: time.duration(data.today_seconds),
                  limit: time.duration(data.daily_limit_seconds),
                })}
                {' · '}
                {t('hourRule', { minutes: data.hour_minutes })}
              </div>
              {data.next_lesson && (
                <Link
                  className={styles.next}
                  to={`${SF}/demand/detail?id=${data.next_lesson.course_id}&lesson=${data.next_lesson.lesson_id}`}
                >
                  <button
                    type="button"
                    className={`${light.btn} ${light.primary} ${light.block}`}
                    data-testid="next-lesson"
                  >
                    <span className={styles.ellipsis}>{t('nextLesson', { title: data.next_lesson.title })}</span>
                  </button>
                </Link>
              )}
            </Card>
          </div>
          <div className={styles.col}>
            <Card title={t('today')} testId="hub-today">
              {data.today.length === 0 ? (
                <span className={light.secondary}>{t('noToday')}</span>
              ) : (
                <ul className={light.list}>{data.today.map(session)}</ul>
              )}
            </Card>
          </div>
          <div className={styles.col}>
            <Card title={t('hub.due')} testId="hub-due">
              {dueTests.length === 0 && dueHomework.length === 0 && (
                <span className={light.secondary}>{t('hub.nothingDue')}</span>
              )}
              {dueTests.length === 0 ? (
                <div className={light.emptyList}> </div>
              ) : (
                <ul className={light.list}>
                  {dueTests.map((test) => (
                    <Item
                      key={test.id}
                      testId={`hub-test-${test.id}`}
                      action={
                        <LinkButton to={`${SF}/theoryTest`} primary testId="hub-go-test">
                          {t(test.in_progress !== null ? 'hub.resumeTest' : 'hub.goTest')}
                        </LinkButton>
                      }
                      title={
                        <>
                          <Tag color="orange">{t('hub.test')}</Tag>
                          {test.paper_name}
                        </>
                      }
                      description={
                        <Space>
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
                  ))}
                </ul>
              )}
              {dueHomework.length > 0 && (
                <ul className={light.list}>
                  {dueHomework.map((row) => (
                    <Item
                      key={row.id}
                      testId={`hub-homework-${row.id}`}
                      action={
                        <LinkButton to={`${SF}/afterClassHomework/write?id=${row.id}`} testId="hub-go-homework">
                          {t('hub.goHomework')}
                        </LinkButton>
                      }
                      title={
                        <>
                          <Tag color="blue">{t('hub.homework')}</Tag>
                          {row.title}
                        </>
                      }
                      description={
                        <Space>
                          <span>{t('hub.dueAt', { at: formatDateTime(row.due_at) })}</span>
                          {Date.parse(row.due_at) < now && <Tag color="red">{t('hub.overdue')}</Tag>}
                        </Space>
                      }
                    />
                  ))}
                </ul>
              )}
            </Card>
          </div>
          <div className={styles.col}>
            <Card title={t('hub.entries')} testId="hub-entries">
              <div className={styles.entries}>
                {ENTRIES.map((e) => (
                  <Link key={e.key} to={e.to} data-testid={`hub-link-${e.key}`} className={styles.entry}>
                    {t(`hub.links.${e.key}`)}
                  </Link>
                ))}
              </div>
            </Card>
          </div>
          <div className={styles.col}>
            <Card title={t('progress')}>
              {data.courses.length === 0 && <EmptyState text={t('noCourses')} />}
              <div className={styles.courses}>
                {data.courses.map((c) => (
                  <div key={c.id} className={styles.course}>
                    <Link to={`${SF}/demand/detail?id=${c.id}`} style={{ textAlign: 'center', display: 'block' }}>
                      <CircleProgress
                        size={88}
                        percent={percent(c.completed_lessons, c.lessons)}
                        label={courseName(c)}
                      />
                      <div>{courseName(c)}</div>
                      <span className={light.secondary}>{time.time(c.credited_seconds, data.hour_minutes)}</span>
                    </Link>
                  </div>
                ))}
              </div>
            </Card>
          </div>
          <div className={styles.col}>
            <Card title={t('timetable')}>
              {data.timetable.length === 0 ? (
                <Suspense fallback={null}>
                  <EmptyList />
                </Suspense>
              ) : (
                <ul className={light.list}>{data.timetable.map(session)}</ul>
              )}
            </Card>
          </div>
        </div>
      </div>
    </PageFrame>
  );
}
