// What the cluster test needs in the database besides the demo data, written through SQL once the first start has
// migrated and seeded it: students with sessions (signed access tokens, as the benches make them) enrolled in the
// class of the demo's open theory test with a long lesson to study, open attempts to save answers to, attempts past
// their deadline for the overdue job, classes due to start and to finish for the lifecycle job, queued exports.
import type pg from 'pg';
import { attemptsOf, openTestWithLongLesson, type Person, queryOf, studentsWithSessions } from '../load-students.ts';

export interface ClusterData {
  lessonId: number;
  courseId: number;
  learners: Person[];
  /** Open attempts: their theoryToken and the paper's questions. */
  attempts: { id: number; token: string; questions: number[] }[];
  overdue: number[];
  dueToStart: number[];
  dueToFinish: number[];
  exports: number[];
}

const LESSON_SECONDS = 36_000;

export async function prepare(
  client: pg.Client,
  secret: string,
  counts: { learners: number; candidates: number },
): Promise<ClusterData> {
  const q = queryOf(client);
  const test = await openTestWithLongLesson(q, 'cluster lesson', LESSON_SECONDS);
  const overdueCount = 3;
  const people = await studentsWithSessions(q, secret, test, {
    prefix: 'cluster',
    name: '集群学员',
    phonePrefix: '18',
    count: counts.learners + counts.candidates + overdueCount,
  });
  const learners = people.slice(0, counts.learners);
  const candidates = people.slice(counts.learners, counts.learners + counts.candidates);
  const late = people.slice(counts.learners + counts.candidates);
  const startedAt = `now() - interval '3 hours'`;
  const open = await attemptsOf(q, secret, test, candidates, { startedAt, deadline: `now() + interval '2 hours'` });
  const overdue = await attemptsOf(q, secret, test, late, { startedAt, deadline: `now() - interval '1 minute'` });

  // Two approved classes start today (China's day), and another class, running, ended the day before yesterday: the
  // lifecycle job moves each once.
  const dueToStart = (
    await q<{ id: number }>(
      `update classes set start_date = (now() at time zone 'Asia/Shanghai')::date
        where id in (select id from classes where status = 'approved' and id <> $1 order by id limit 2)
        returning id`,
      [test.classId],
    )
  ).map((r) => r.id);
  const dueToFinish = (
    await q<{ id: number }>(
      `update classes set status = 'running', start_date = (now() at time zone 'Asia/Shanghai')::date - 10,
              end_date = (now() at time zone 'Asia/Shanghai')::date - 2
        where id in (
          select id from classes where status in ('approved', 'running', 'finished') and id <> $1
             and id <> all($2::int[])
             and id not in (select e.class_id from enrolments e join users u on u.id = e.user_id
                             where u.username = 'student')
           order by status = 'running' desc, id desc limit 1)
        returning id`,
      [test.classId, dueToStart],
    )
  ).map((r) => r.id);
  const exportsQueued = (
    await q<{ id: number }>(
      `insert into export_jobs (owner_id, role, kind, name, params)
       select (select id from users where username = 'admin'), 'admin', 'users', '用户列表-cluster-' || i || '.xlsx',
              '{"role": "teacher", "locale": "zh-CN"}'::jsonb
         from generate_series(1, 6) i
       returning id`,
    )
  ).map((r) => r.id);
  if (dueToStart.length === 0 || dueToFinish.length === 0) throw new Error('no demo class to start or finish');
  await q('analyze');
  return {
    lessonId: test.lessonId,
    courseId: test.courseId,
    learners,
    attempts: open,
    overdue: overdue.map((a) => a.id),
    dueToStart,
    dueToFinish,
    exports: exportsQueued,
  };
}
