// An id in the path names something the caller may reach, or the answer is 404 (issue 26, finding 16): a list under
// a parent (a test's attempts, a homework's submissions) checks the parent's existence and scope first instead of
// answering an empty page, and every exams and homework route with an id answers 404 for an id that does not exist,
// to every role its rule lets in.
import { ROLES } from '@etp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allows } from '@/core/access.ts';
import { type Api, testApp } from '../helpers.ts';
import { demoClassId, homeworkForm, QD_TEACHER, QD_TRAINER, setHomework } from '../homework/fixtures.ts';
import { bank, fixedPaper, openTest, startTest, studentClass, theory } from './setup.ts';

let api: Api;
let testId: number;
let homeworkId: number;
let ctx: Awaited<ReturnType<typeof studentClass>>;
let ids: Awaited<ReturnType<typeof bank>>;

beforeAll(async () => {
  api = await testApp({ RATE_LIMIT_MAX: '1000000' });
  ctx = await studentClass(api);
  ids = await bank(api, ctx.courseId);
  testId = await openTest(api, ctx.teacher, ctx.classId, await fixedPaper(api, ctx.courseId, [ids.single]));
  const started = await startTest(api.as('student'), testId);
  expect((await theory(api, ctx.courseId, started.body.data.theory_token).submit()).status).toBe(200);
  homeworkId = await setHomework(api, await demoClassId(api));
});
afterAll(() => api.close());

describe('a list under a parent id', () => {
  it('answers a test’s attempts to staff who see its class, and 404 for another institution’s or a missing test', async () => {
    const own = await api.as('teacher').get(`/f/v1/exam-tests/${testId}/attempts`);
    expect(own.status, own.raw.body).toBe(200);
    expect(own.body.data.total).toBe(1);
    for (const who of [QD_TEACHER, QD_TRAINER]) {
      const res = await api.as(who).get(`/f/v1/exam-tests/${testId}/attempts`);
      expect(res.status, `${who.username}: ${res.raw.body}`).toBe(404);
    }
    expect((await api.as('teacher').get('/f/v1/exam-tests/999999/attempts')).status).toBe(404);
    expect((await api.as('admin').get('/f/v1/exam-tests/999999/attempts')).status).toBe(404);
  });

  it('answers a homework’s submissions only to staff who reach it', async () => {
    expect((await api.as('trainer').get(`/f/v1/homeworks/${homeworkId}/submissions`)).status).toBe(200);
    expect((await api.as(QD_TRAINER).get(`/f/v1/homeworks/${homeworkId}/submissions`)).status).toBe(404);
    expect((await api.as('trainer').get('/f/v1/homeworks/999999/submissions')).status).toBe(404);
  });
});

describe('every exams and homework route with an id in its path', () => {
  const OURS = /exam|theory|practice|completion|homework/;
  /** The theory routes answer to an attempt's token, not an id the caller names (401 without it). */
  const TOKEN_ROUTES = /\/s-theory\//;
  /** The query a route needs to get past validation to its lookup. */
  const QUERY: Record<string, string> = { '/s/v1/practice/courses/:courseId/questions': '?mode=random' };
  const concrete = (url: string) =>
    url.replace(/:code\b/, 'no-such-test-code').replace(/:(\w+)/g, '999999') + (QUERY[url] ?? '');

  /** A valid body for each call that takes one, so that the call gets past validation to its lookup. */
  const bodies = (): Record<string, object> => ({
    'PUT /a/v1/exam-questions/:id': {
      course_id: ctx.courseId,
      chapter_id: null,
      type: 'judge',
      difficulty: 2,
      stem: '<p>个体工商户须有注册资本。</p>',
      options: [],
      answer: ['F'],
      analysis: '',
    },
    'PUT /a/v1/exam-papers/:id': {
      course_id: ctx.courseId,
      name: '创业基础理论考试',
      mode: 'fixed',
      items: [{ question_id: ids.single, score: 10 }],
      rules: [],
      pass_score: 5,
      duration_minutes: 30,
      attempts_allowed: 1,
      shuffle_questions: 0,
      shuffle_options: 0,
    },
    'PUT /f/v1/exam-attempts/:id/marks': { marks: [{ question_id: ids.short, score: 1 }] },
    'POST /s/v1/theory-tests/:id/start': {},
    'POST /s/v1/practice/courses/:courseId/answers': { question_id: ids.single, answer: ['B'] },
    'POST /p/v1/completion-tests/:code': { name: '王小明', id_card: '370102199005122318' },
    'PUT /f/v1/homeworks/:id': homeworkForm(ctx.classId),
    'POST /f/v1/homework-submissions/:id/mark': { score: 1, comment: '' },
    'POST /f/v1/homework-submissions/:id/return': { reason: '请补充经营计划' },
    'POST /s/v1/homeworks/:id/draft': { content: '<p>草稿</p>', attachments: [], version: 0 },
    'POST /s/v1/homeworks/:id/submit': { content: '<p>答案</p>', attachments: [], version: 0 },
  });

  it('answers 404 for an id that does not exist, to every role its rule lets in', async () => {
    const routes = api.app.routeRules.filter(
      (r) => OURS.test(r.url) && r.url.includes('/:') && !TOKEN_ROUTES.test(r.url),
    );
    const body = bodies();
    const checked: string[] = [];
    for (const route of routes) {
      const call = `${route.method} ${route.url}`;
      const withBody = route.method !== 'GET' && route.method !== 'DELETE';
      // A new call with a body needs one here: validation would answer 400 before the id is looked at.
      if (withBody) expect(body, `a body for ${call}`).toHaveProperty([call]);
      const roles =
        route.access === 'public'
          ? (['anon'] as const)
          : await (async () => {
              const allowed: (typeof ROLES)[number][] = [];
              for (const role of ROLES) {
                const info = (await api.as(role).get('/o/v1/users/info')).body.data;
                if (allows(route.access, role, info.permissions)) allowed.push(role);
              }
              return allowed;
            })();
      for (const role of roles) {
        const client = role === 'anon' ? api.anon : api.as(role);
        const res = await client.request(route.method as 'GET', concrete(route.url), withBody ? body[call] : undefined);
        expect(res.status, `${role} ${call}: ${res.raw.body.slice(0, 200)}`).toBe(404);
        checked.push(`${role} ${call}`);
      }
    }
    expect(checked.length).toBeGreaterThan(40);
  }, 60_000);
});
