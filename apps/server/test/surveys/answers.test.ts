// Answering a survey on the portal: field messages per question (required, option of the question, one choice,
// rating range, foreign questions), the window by server time, one answer per browser and per signed-in person,
// the captcha for visitors (checked once the answers are right) and the per-address limit.
import { SURVEY_LIMITS } from '@etp/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyResponses, surveys } from '../../src/db/schema/index.ts';
import { type Api, solvedCaptcha, testApp } from '../helpers.ts';
import { type BuiltSurvey, browserKey, everyKind, fullAnswers } from './helpers.ts';

let api: Api;
let s: BuiltSurvey;
let other: BuiltSurvey;

const build = async (over = {}) => {
  const res = await api.as('admin').post('/a/v1/surveys', everyKind(over));
  expect(res.status, res.raw.body).toBe(201);
  const id = res.body.data.id as number;
  const published = await api.as('admin').post(`/a/v1/surveys/${id}/publish`);
  expect(published.status).toBe(200);
  return published.body.data as BuiltSurvey;
};

beforeAll(async () => {
  api = await testApp();
  s = await build();
  other = await build({ title: '另一份问卷' });
});
afterAll(() => api.close());

let address = 0;
const asVisitor = async (
  survey: BuiltSurvey,
  answers: object,
  key = browserKey(++address),
  opts: { lang?: string; captcha?: object; remoteAddress?: string } = {},
) =>
  api.anon.post(
    `/p/v1/surveys/${survey.id}/answers`,
    { answers, browser_key: key, ...(opts.captcha ?? (await solvedCaptcha(api))) },
    {
      headers: { 'accept-language': opts.lang ?? 'zh-CN' },
      remoteAddress: opts.remoteAddress ?? `10.80.${Math.floor(address / 200)}.${address % 200}`,
    },
  );

describe("the portal's list (issue 28: 13)", () => {
  it('lists the surveys that take answers now, to anyone, and no draft, closed or not yet open one', async () => {
    const draft = (await api.as('admin').post('/a/v1/surveys', everyKind({ title: '草稿问卷' }))).body.data.id;
    const later = await build({ title: '以后才开始', opens_at: new Date(Date.now() + 86_400_000).toISOString() });
    const res = await api.anon.get('/p/v1/surveys');
    expect(res.status).toBe(200);
    const ids = res.body.data.map((r: { id: number }) => r.id);
    expect(ids).toContain(s.id);
    expect(ids).toContain(other.id);
    expect(ids).not.toContain(draft);
    expect(ids).not.toContain(later.id);
    expect(Object.keys(res.body.data[0]).sort()).toEqual(['closes_at', 'id', 'intro', 'opens_at', 'title']);
    await api.app.db.update(surveys).set({ status: 'closed' }).where(eq(surveys.id, other.id));
    expect((await api.anon.get('/p/v1/surveys')).body.data.map((r: { id: number }) => r.id)).not.toContain(other.id);
    await api.app.db.update(surveys).set({ status: 'published' }).where(eq(surveys.id, other.id));
  });
});

describe('checking the answers', () => {
  it('puts a message on each wrong question, in the reader’s language', async () => {
    const [single, multiple, text, scored] = s.questions;
    const res = await asVisitor(s, {
      [single!.id]: { option_ids: [single!.options[0]!.id, single!.options[1]!.id] },
      [multiple!.id]: { option_ids: [other.questions[1]!.options[0]!.id] },
      [text!.id]: { text: '   ' },
      [scored!.id]: { rating: 6 },
      [other.questions[2]!.id]: { text: '别的问卷的题' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      msg: '请检查标出的题目',
      data: {
        fields: {
          [`answers.${single!.id}`]: '此题只能选择一项',
          [`answers.${multiple!.id}`]: '所选选项不属于此题',
          [`answers.${scored!.id}`]: '评分超出范围，请在给出的分值中选择',
          [`answers.${other.questions[2]!.id}`]: '题目不属于此问卷',
        },
      },
    });
    // An optional text left blank is no mistake.
    expect(res.body.data.fields[`answers.${text!.id}`]).toBeUndefined();

    const missing = await asVisitor(s, {}, undefined, { lang: 'en-US' });
    expect(missing.body.data.fields).toEqual({
      [`answers.${single!.id}`]: 'This question must be answered.',
      [`answers.${scored!.id}`]: 'This question must be answered.',
    });
    const zero = await asVisitor(s, { ...fullAnswers(s), [scored!.id]: { rating: 0 } });
    expect(zero.status).toBe(400);
  });

  it('keeps the captcha of a form with wrong answers, and refuses a wrong captcha once the answers are right', async () => {
    const captcha = await solvedCaptcha(api);
    expect((await asVisitor(s, {}, undefined, { captcha })).status).toBe(400);
    const key = browserKey(++address);
    const wrong = await asVisitor(s, fullAnswers(s), key, { captcha: { captcha: 'XXXX' } });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body.data.fields)).toEqual(['captcha']);
    // Nothing was stored, so the same browser may still answer, with the solution the wrong answers left unspent.
    expect((await asVisitor(s, fullAnswers(s), key, { captcha })).status).toBe(201);
    // Spent now: another browser cannot send it again.
    const replayed = await asVisitor(s, fullAnswers(s), browserKey(++address), { captcha });
    expect(replayed.body.data.fields).toEqual({ captcha: '人机验证未通过或已过期，请等待重新验证完成后再提交' });
  });

  it('asks a visitor for a browser key, and reports a missing captcha with the answers’ mistakes', async () => {
    const res = await api.anon.post(`/p/v1/surveys/${s.id}/answers`, { answers: fullAnswers(s), browser_key: 'short' });
    expect(res.status).toBe(400);
    expect(res.body.data.fields).toEqual({ browser_key: '浏览器标识不正确，请刷新页面后重试' });

    const nothing = await api.anon.post(`/p/v1/surveys/${s.id}/answers`, {
      answers: {},
      browser_key: browserKey(++address),
    });
    expect(nothing.status).toBe(400);
    expect(nothing.body.data.fields).toEqual({
      [`answers.${s.questions[0]!.id}`]: '此题为必答题',
      [`answers.${s.questions[3]!.id}`]: '此题为必答题',
      captcha: '请先完成人机验证',
    });
    const onlyCaptcha = await api.anon.post(`/p/v1/surveys/${s.id}/answers`, {
      answers: fullAnswers(s),
      browser_key: browserKey(++address),
    });
    expect(onlyCaptcha.body.data.fields).toEqual({ captcha: '请先完成人机验证' });
  });
});

describe('one answer each', () => {
  it('takes one answer per browser', async () => {
    const key = browserKey(++address);
    const first = await asVisitor(s, fullAnswers(s), key);
    expect(first.status, first.raw.body).toBe(201);
    expect(first.body).toMatchObject({ code: 201, msg: '提交成功，感谢您的参与' });
    const again = await asVisitor(s, fullAnswers(s), key);
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('您已提交过此问卷，感谢参与');
    // The same browser may answer another survey.
    expect((await asVisitor(other, fullAnswers(other), key)).status).toBe(201);
    // The address is kept only as a keyed hash.
    const [row] = await api.app.db
      .select()
      .from(surveyResponses)
      .where(eq(surveyResponses.id, first.body.data.response_id));
    expect(row!.ipHash).not.toContain('10.80');
    expect(row!.userId).toBeNull();
  });

  it('takes one answer per signed-in person, without a captcha', async () => {
    const url = `/o/v1/surveys/${s.id}/answers`;
    const first = await api.as('student').post(url, { answers: fullAnswers(s) });
    expect(first.status, first.raw.body).toBe(201);
    const again = await api.as('student').post(url, { answers: fullAnswers(s) });
    expect(again.status).toBe(409);
    expect((await api.as('teacher').post(url, { answers: fullAnswers(s) })).status).toBe(201);
    expect((await api.anon.post(url, { answers: {} })).status).toBe(401);
  });

  it('refuses two answers from one browser sent at the same moment', async () => {
    const key = browserKey(++address);
    const [a, b] = await Promise.all([
      asVisitor(other, fullAnswers(other), key),
      asVisitor(other, fullAnswers(other), key),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
  });
});

describe('the answering window (server time)', () => {
  it('refuses answers before the opening, after the closing, to a closed survey and to a draft', async () => {
    const future = await build({ opens_at: new Date(Date.now() + 86_400_000).toISOString() });
    const early = await asVisitor(future, fullAnswers(future));
    expect(early.status).toBe(409);
    expect(early.body.msg).toBe('问卷尚未开始，请在开始时间后作答');
    expect((await api.anon.get(`/p/v1/surveys/${future.id}`)).body.data.open).toBe(false);

    const ended = await build();
    await api.app.db
      .update(surveys)
      .set({ closesAt: new Date(Date.now() - 1000) })
      .where(eq(surveys.id, ended.id));
    const late = await asVisitor(ended, fullAnswers(ended));
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe('问卷已结束，感谢关注');

    const closed = await build();
    await api.as('admin').post(`/a/v1/surveys/${closed.id}/close`);
    expect((await asVisitor(closed, fullAnswers(closed))).status).toBe(409);

    const draft = (await api.as('admin').post('/a/v1/surveys', everyKind())).body.data as BuiltSurvey;
    expect((await asVisitor(draft, fullAnswers(draft))).status).toBe(404);
    expect((await api.as('student').post(`/o/v1/surveys/${draft.id}/answers`, { answers: {} })).status).toBe(404);
  });
});

describe('the per-address limit', () => {
  it('stops a visitor address after the hourly number of answers, whatever they were', async () => {
    const remoteAddress = '10.99.99.99';
    const bad = { captcha: 'x' };
    for (let i = 0; i < SURVEY_LIMITS.anonymousPerIpPerHour; i++) {
      const res = await asVisitor(s, {}, browserKey(900_000 + i), { remoteAddress, captcha: bad });
      expect(res.status).toBe(400);
    }
    const over = await asVisitor(s, fullAnswers(s), browserKey(999_999), { remoteAddress });
    expect(over.status).toBe(429);
    // Another address is not affected.
    expect((await asVisitor(s, fullAnswers(s))).status).toBe(201);
  });
});
