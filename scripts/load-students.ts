// The load students both the writes bench and the cluster test put in a demo database through SQL: the demo's open
// theory test and its class, a long video lesson of that course (nobody completes it during a run; no face checks,
// a load run has no camera), students enrolled and verified with a session and a signed access token each, and open
// attempts of the test with the paper's questions frozen as the start would leave them.
import { createHmac, randomUUID } from 'node:crypto';
import type pg from 'pg';
import { TokenService } from '../apps/server/src/core/tokens.ts';

export type Query = <T extends pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<T[]>;

export const queryOf =
  (client: pg.Client): Query =>
  async (text, values = []) =>
    (await client.query(text, values)).rows;

export interface Person {
  userId: number;
  token: string;
}

export interface OpenTest {
  testId: number;
  classId: number;
  courseId: number;
  paperId: number;
  lessonId: number;
}

/** The demo's open theory test in a studying class, with a lesson of `lessonSeconds` added to its course. */
export async function openTestWithLongLesson(q: Query, lessonTitle: string, lessonSeconds: number): Promise<OpenTest> {
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
     select course_id, chapter_id, $3, 'video', $2, 999 from course_lessons
      where course_id = $1 order by id limit 1 returning id`,
    [test.course_id, lessonSeconds, lessonTitle],
  );
  if (!lesson) throw new Error(`the course has no lesson to put "${lessonTitle}" next to`);
  return {
    testId: test.test_id,
    classId: test.class_id,
    courseId: test.course_id,
    paperId: test.paper_id,
    lessonId: lesson.id,
  };
}

/**
 * `count` students named `<prefix>1..N` (the demo student's password, masked phone and ID number), enrolled and
 * verified in the test's class, each with a session and a signed access token, in id order.
 */
export async function studentsWithSessions(
  q: Query,
  secret: string,
  test: OpenTest,
  who: { prefix: string; name: string; phonePrefix: string; count: number },
): Promise<Person[]> {
  await q(
    `insert into users (username, password_hash, name, phone_masked, id_card_masked, region_code, is_compare)
     select $2::text || i, (select password_hash from users where username = 'student'), $3::text || i,
            $4::text || '*****' || lpad((i % 10000)::text, 4, '0'), '3701**********' || lpad((i % 10000)::text, 4, '0'),
            '370102', 1
       from generate_series(1, $1::int) i`,
    [who.count, who.prefix, who.name, who.phonePrefix],
  );
  const ids = (
    await q<{ id: number }>('select id from users where username like $1 order by id', [`${who.prefix}%`])
  ).map((u) => u.id);
  await q(`insert into user_roles (user_id, role, position) select unnest($1::int[]), 'student', 0`, [ids]);
  await q('insert into enrolments (class_id, user_id, course_id, verified) select $1, unnest($2::int[]), $3, 1', [
    test.classId,
    ids,
    test.courseId,
  ]);
  const sessionIds = ids.map(() => randomUUID());
  await q(`insert into sessions (id, user_id, role) select unnest($1::uuid[]), unnest($2::int[]), 'student'`, [
    sessionIds,
    ids,
  ]);
  const tokens = new TokenService(secret, 7200, 86_400);
  return Promise.all(
    ids.map(async (userId, i) => ({
      userId,
      token: await tokens.signAccess({ userId, sessionId: sessionIds[i] ?? '', role: 'student' }),
    })),
  );
}

export interface OpenAttempt {
  id: number;
  /** The theoryToken the exam-save calls carry. */
  token: string;
  questions: number[];
}

/**
 * One attempt of the test for each person, with the paper's questions in order and their options unshuffled, started
 * at `startedAt` and due at `deadline` (SQL expressions).
 */
export async function attemptsOf(
  q: Query,
  secret: string,
  test: OpenTest,
  people: Person[],
  times: { startedAt: string; deadline: string },
): Promise<OpenAttempt[]> {
  const [paper] = await q<{ items: { question_id: number; score: number }[] }>(
    'select items from exam_papers where id = $1',
    [test.paperId],
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
  const rows = await q<{ id: number; token_hash: string }>(
    `insert into exam_attempts (test_id, user_id, number, questions, started_at, deadline, token_hash)
     select $1, u, 1, $2::jsonb, ${times.startedAt}, ${times.deadline}, md5(random()::text || u)
       from unnest($3::int[]) u
     returning id, token_hash`,
    [test.testId, JSON.stringify(frozen), people.map((p) => p.userId)],
  );
  return rows.map((a) => ({
    id: a.id,
    token: `th_${a.id}_${createHmac('sha256', secret).update(`theory:${a.id}:${a.token_hash}`).digest('base64url')}`,
    questions: items.map((i) => i.question_id),
  }));
}
