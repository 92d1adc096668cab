// Surveys in the back-office: building (validation), regional scope, publish/close, the question lock once answered,
// deletion, preview, results (counts, rating average and distribution, text answers) and the answers export.

import type { Role } from '@etp/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, auditRow, solvedCaptcha, testApp } from '../helpers.ts';
import { type BuiltSurvey, browserKey, everyKind, fullAnswers } from './helpers.ts';

let api: Api;
beforeAll(async () => {
  api = await testApp();
});
afterAll(() => api.close());

const build = async (who: Role, over = {}) => {
  const res = await api.as(who).post('/a/v1/surveys', everyKind(over));
  expect(res.status, res.raw.body).toBe(201);
  return res.body.data as BuiltSurvey;
};
const publish = async (id: number, who: Role = 'admin') => {
  const res = await api.as(who).post(`/a/v1/surveys/${id}/publish`);
  expect(res.status, res.raw.body).toBe(200);
  return res.body.data as BuiltSurvey;
};
let visitor = 0;
const answerAsVisitor = async (s: BuiltSurvey, answers: object) =>
  api.anon.post(
    `/p/v1/surveys/${s.id}/answers`,
    { answers, browser_key: browserKey(1000 + visitor), ...(await solvedCaptcha(api)) },
    { remoteAddress: `10.78.0.${++visitor}` },
  );

describe('building a survey', () => {
  it('creates a draft with ordered questions and options, and audits it', async () => {
    const s = await build('admin');
    expect(s.status).toBe('draft');
    expect(s.questions.map((q) => q.kind)).toEqual(['single', 'multiple', 'text', 'rating']);
    expect(s.questions[0]!.options.map((o) => o.label)).toEqual(['GYB', 'SYB', 'IYB']);
    expect(s.questions[2]!.options).toEqual([]);
    expect((await auditRow(api, 'survey.create', String(s.id))).targetId).toBe(String(s.id));
  });

  it('refuses a survey without a title or questions, a choice with one option, duplicates and a reversed window', async () => {
    const res = await api.as('admin').post('/a/v1/surveys', {
      title: ' ',
      questions: [],
    });
    expect(res.status).toBe(400);
    expect(res.body.data.fields).toMatchObject({ title: '请输入问卷标题', questions: '请至少添加一道题目' });

    const choices = await api.as('admin').post('/a/v1/surveys', {
      title: '问卷',
      questions: [
        { kind: 'single', title: '一', options: ['只有一个'] },
        { kind: 'multiple', title: '二', options: ['同', '同'] },
      ],
      opens_at: '2030-01-02T00:00:00Z',
      closes_at: '2030-01-01T00:00:00Z',
    });
    expect(choices.status).toBe(400);
    expect(choices.body.data.fields).toMatchObject({
      'questions.0.options': '选择题至少需要两个选项',
      'questions.1.options': '选项不能重复',
      closes_at: '结束时间须晚于开始时间',
    });

    const en = await api
      .as('admin')
      .post('/a/v1/surveys', { title: '', questions: [] }, { headers: { 'accept-language': 'en-US' } });
    expect(en.body.data.fields.title).toBe('Please enter the survey title.');
  });

  it('is for administrators and regional administrators only', async () => {
    for (const who of ['teacher', 'student'] as const) {
      expect((await api.as(who).get('/a/v1/surveys')).status).toBe(403);
      expect((await api.as(who).post('/a/v1/surveys', everyKind())).status).toBe(403);
    }
  });
});

describe('regional scope', () => {
  it("places a regional administrator's survey in their region and keeps other regions' surveys from them", async () => {
    const mine = await build('city');
    expect(mine.region_code).toBe('370100');
    const qingdao = await build('admin', { region_code: '370200' });
    const everywhere = await build('admin');

    const list = (await api.as('city').get('/a/v1/surveys?size=100')).body.data.list as { id: number }[];
    const ids = list.map((s) => s.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(qingdao.id);
    expect(ids).not.toContain(everywhere.id);
    for (const url of [`/a/v1/surveys/${qingdao.id}`, `/a/v1/surveys/${qingdao.id}/results`]) {
      expect((await api.as('city').get(url)).status).toBe(404);
    }
    expect((await api.as('city').post(`/a/v1/surveys/${qingdao.id}/publish`)).status).toBe(404);
    // The province above sees it; the area below does not.
    expect((await api.as('province').get(`/a/v1/surveys/${mine.id}`)).status).toBe(200);
    expect((await api.as('area').get(`/a/v1/surveys/${mine.id}`)).status).toBe(404);
  });

  it('gives an empty region the caller’s default and keeps it on save', async () => {
    const mine = await build('area', { region_code: null });
    expect(mine.region_code).toBe('370102');
    const saved = await api.as('area').put(`/a/v1/surveys/${mine.id}`, everyKind({ region_code: null }));
    expect(saved.body.data.region_code).toBe('370102');
    const everywhere = await build('admin', { region_code: '370100' });
    const cleared = await api.as('admin').put(`/a/v1/surveys/${everywhere.id}`, everyKind({ region_code: null }));
    expect(cleared.body.data.region_code).toBeNull();
  });

  it('refuses a region outside the caller', async () => {
    const res = await api.as('city').post('/a/v1/surveys', everyKind({ region_code: '370200' }));
    expect(res.status).toBe(403);
    expect(res.body.msg).toBe('只能管理本辖区的问卷');
  });
});

describe('publishing, editing and closing', () => {
  it('shows a draft to nobody on the portal, publishes it, and closes it for good', async () => {
    const s = await build('admin');
    expect((await api.anon.get(`/p/v1/surveys/${s.id}`)).status).toBe(404);
    const preview = await api.as('admin').get(`/a/v1/surveys/${s.id}/preview`);
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({ id: s.id, status: 'draft', open: false });

    await publish(s.id);
    const open = await api.anon.get(`/p/v1/surveys/${s.id}`);
    expect(open.body.data).toMatchObject({ status: 'published', open: true });

    const closed = await api.as('admin').post(`/a/v1/surveys/${s.id}/close`);
    expect(closed.body).toMatchObject({ msg: '问卷已结束', data: { status: 'closed' } });
    expect((await api.anon.get(`/p/v1/surveys/${s.id}`)).body.data.open).toBe(false);
    const again = await api.as('admin').post(`/a/v1/surveys/${s.id}/publish`);
    expect(again.status).toBe(409);
  });

  it('locks the questions once somebody answered, but still saves the title and window', async () => {
    const s = await publish((await build('admin')).id);
    const before = await api.as('admin').put(`/a/v1/surveys/${s.id}`, everyKind({ title: '改过的标题' }));
    expect(before.status, before.raw.body).toBe(200);
    const sameIds = (before.body.data as BuiltSurvey).questions.map((q) => q.id);
    expect(sameIds).toEqual(s.questions.map((q) => q.id));

    expect((await answerAsVisitor(s, fullAnswers(s))).status).toBe(201);
    const changed = everyKind();
    changed.questions[0]!.options = ['GYB', 'SYB'];
    const locked = await api.as('admin').put(`/a/v1/surveys/${s.id}`, changed);
    expect(locked.status).toBe(409);
    expect(locked.body.msg).toBe('问卷已有人作答，不能再修改题目');
    const retitled = await api.as('admin').put(`/a/v1/surveys/${s.id}`, everyKind({ title: '再改标题' }));
    expect(retitled.status).toBe(200);

    const removed = await api.as('admin').delete(`/a/v1/surveys/${s.id}`);
    expect(removed.status).toBe(409);
    const unanswered = await build('admin');
    expect((await api.as('admin').delete(`/a/v1/surveys/${unanswered.id}`)).status).toBe(200);
  });
});

describe('results', () => {
  it('counts each option, averages and distributes ratings, lists text answers and exports every answer', async () => {
    const s = await publish((await build('admin')).id);
    const [single, multiple, text, scored] = s.questions;
    expect((await answerAsVisitor(s, fullAnswers(s, 5))).status).toBe(201);
    expect((await answerAsVisitor(s, fullAnswers(s, 2))).status).toBe(201);
    const partial = await answerAsVisitor(s, {
      [single!.id]: { option_ids: [single!.options[0]!.id] },
      [scored!.id]: { rating: 5 },
    });
    expect(partial.status, partial.raw.body).toBe(201);

    const res = await api.as('admin').get(`/a/v1/surveys/${s.id}/results`);
    expect(res.status).toBe(200);
    const r = res.body.data;
    expect(r.responses).toBe(3);
    expect(r.questions[0].options.map((o: { count: number }) => o.count)).toEqual([1, 2, 0]);
    expect(r.questions[0].answered).toBe(3);
    expect(r.questions[1].options.map((o: { count: number }) => o.count)).toEqual([2, 0, 2]);
    expect(r.questions[1].answered).toBe(2);
    expect(r.questions[3].rating_average).toBe(4);
    expect(r.questions[3].rating_distribution).toEqual([
      { score: 1, count: 0 },
      { score: 2, count: 1 },
      { score: 3, count: 0 },
      { score: 4, count: 0 },
      { score: 5, count: 2 },
    ]);

    const texts = await api.as('admin').get(`/a/v1/surveys/${s.id}/texts?question_id=${text!.id}&size=1`);
    expect(texts.body.data).toMatchObject({ total: 2, size: 1, list: [{ text: '希望多一些案例' }] });
    const notText = await api.as('admin').get(`/a/v1/surveys/${s.id}/texts?question_id=${multiple!.id}`);
    expect(notText.status).toBe(400);

    const queued = await api.as('admin').post('/a/v1/surveys/export-answers', { survey_id: s.id });
    expect(queued.status, queued.raw.body).toBe(201);
    await api.app.exports.runOnce();
    const file = await api.as('admin').get(`/o/v1/exports/${queued.body.data.id}/file`);
    expect(file.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.raw.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    // Header + (1 + 2 + 1 + 1) answers twice + 2 for the partial one.
    expect(sheet.rowCount).toBe(1 + 5 * 2 + 2);
    expect(String(sheet.getRow(1).getCell(6).value)).toBe('题目');

    // A city administrator cannot export a survey outside their region.
    const outside = await api.as('city').post('/a/v1/surveys/export-answers', { survey_id: s.id });
    expect(outside.status).toBe(404);
  });
});

describe('the demo survey', () => {
  it('is published with a question of every kind and three dozen answers', async () => {
    const list = await api.as('admin').get('/a/v1/surveys?status=published&keyword=满意度调查');
    const demo = (list.body.data.list as { id: number; title: string; responses: number }[]).find(
      (s) => s.title === '2026年创业培训服务满意度调查',
    );
    expect(demo?.responses).toBe(36);
    const open = await api.anon.get(`/p/v1/surveys/${demo!.id}`);
    expect(open.body.data.open).toBe(true);
    const kinds = new Set((open.body.data.questions as { kind: string }[]).map((q) => q.kind));
    expect([...kinds].sort()).toEqual(['multiple', 'rating', 'single', 'text']);
  });
});
