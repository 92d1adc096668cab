// What the cluster test needs in the database besides the demo data, written through SQL once the first start has
// migrated and seeded it: students with sessions (signed access tokens, as the benches make them) enrolled in the
// class of the demo's open theory test with a long lesson to study, open attempts to save answers to, attempts past
// their deadline for the overdue job, classes due to start and to finish for the lifecycle job, queued exports.
import { createHmac, randomUUID } from 'node:crypto';
import type pg from 'pg';
import { TokenService } from '../../apps/server/src/core/tokens.ts';

export interface Person {
  userId: number;
  token: string;
}

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
  const q = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
    (await client.query<T>(text, values)).rows;
  const [test] = await q<{ test_id: number; class_id: number; course_id: number; paper_id: number }>(
    `select t.id as test_id, c.id as class_id, c.course_id, t.paper_id
       from exam_tests t join classes c on c.id = t.class_id
      where t.kind = 'theory' and t.opens_at <= now() and t.closes_at > now() + interval '1 hour'
        and c.status in ('approved', 'running')
      order by t.id limit 1`,
  );
  if (!test) throw new Error('the demo seed has no open theory test in a studying class');
  await q('update courses set study_face_check = 0 where id = $1', [test.course_id]);
  const [lesson] = await q<{ id: number }>(
    `insert into course_lessons (course_id, chapter_id, title, kind, duration_seconds, sort)
     select course_id, chapter_id, 'cluster lesson', 'video', $2, 999 from course_lessons
      where course_id = $1 order by id limit 1 returning id`,
    [test.course_id, LESSON_SECONDS],
  );
  if (!lesson) throw new Error('the course has no lesson to put the cluster lesson next to');

  const overdueCount = 3;
  const total = counts.learners + counts.candidates + overdueCount;
  await q(
    `insert into users (username, password_hash, name, phone_masked, id_card_masked, region_code, is_compare)
     select 'cluster' || i, (select password_hash from users where username = 'student'), '集群学员' || i,
            '18*****' || lpad((i % 10000)::text, 4, '0'), '3701**********' || lpad((i % 10000)::text, 4, '0'), '370102', 1
       from generate_series(1, $1::int) i`,
    [total],
  );
  const ids = (await q<{ id: number }>(`select id from users where username like 'cluster%' order by id`)).map(
    (u) => u.id,
  );
  await q(`insert into user_roles (user_id, role, position) select unnest($1::int[]), 'student', 0`, [ids]);
  await q('insert into enrolments (class_id, user_id, course_id, verified) select $1, unnest($2::int[]), $3, 1', [
    test.class_id,
    ids,
    test.course_id,
  ]);
  const sessionIds = ids.map(() => randomUUID());
  await q(`insert into sessions (id, user_id, role) select unnest($1::uuid[]), unnest($2::int[]), 'student'`, [
    sessionIds,
    ids,
  ]);
  const tokens = new TokenService(secret, 7200, 86_400);
  const people = await Promise.all(
    ids.map(async (userId, i) => ({
      userId,
      token: await tokens.signAccess({ userId, sessionId: sessionIds[i] ?? '', role: 'student' }),
    })),
  );
  const learners = people.slice(0, counts.learners);
  const candidates = people.slice(counts.learners, counts.learners + counts.candidates);
  const late = people.slice(counts.learners + counts.candidates);

  const [paper] = await q<{ items: { question_id: number; score: number }[] }>(
    'select items from exam_papers where id = $1',
    [test.paper_id],
  );
  const items = paper?.items ?? [];
  const options = await q<{ id: number; n: number }>(
    'select id, jsonb_array_length(options) as n from exam_questions where id = any($1::int[])',
    [items.map((i) => i.question_id)],
  );
  const frozen = items.map((i) => ({
    ...i,
    order: Array.from({ length: options.find((o) => o.id === i.question_id)?.n ?? 0 }, (_, k) => k),
  }));
  const attempt = (users: Person[], deadline: string) =>
    q<{ id: number; token_hash: string }>(
      `insert into exam_attempts (test_id, user_id, number, questions, started_at, deadline, token_hash)
       select $1, u, 1, $2::jsonb, now() - interval '3 hours', ${deadline}, md5(random()::text || u)
         from unnest($3::int[]) u
       returning id, token_hash`,
      [test.test_id, JSON.stringify(frozen), users.map((c) => c.userId)],
    );
  const open = await attempt(candidates, `now() + interval '2 hours'`);
  const overdue = await attempt(late, `now() - interval '1 minute'`);
  const theoryToken = (a: { id: number; token_hash: string }) =>
    `th_${a.id}_${createHmac('sha256', secret).update(`theory:${a.id}:${a.token_hash}`).digest('base64url')}`;

  // Two approved classes start today (China's day), and another class, running, ended the day before yesterday: the
  // lifecycle job moves each once.
  const dueToStart = (
    await q<{ id: number }>(
      `update classes set start_date = (now() at time zone 'Asia/Shanghai')::date
        where id in (select id from classes where status = 'approved' and id <> $1 order by id limit 2)
        returning id`,
      [test.class_id],
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
      [test.class_id, dueToStart],
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
    lessonId: lesson.id,
    courseId: test.course_id,
    learners,
    attempts: open.map((a) => ({ id: a.id, token: theoryToken(a), questions: items.map((i) => i.question_id) })),
    overdue: overdue.map((a) => a.id),
    dueToStart,
    dueToFinish,
    exports: exportsQueued,
  };
}
