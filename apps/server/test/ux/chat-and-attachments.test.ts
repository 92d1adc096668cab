// Dead controls (issue 11, point 2): the chat answers from the product's own content (FAQ entries an admin
// maintains, operate-guide items, policies) with a clear fallback, rate-limited; guide attachments are files.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guideAttachment } from '../../src/db/seed/demo/operates.ts';
import { questionWords } from '../../src/modules/operates/faq.service.ts';
import { type Api, testApp } from '../helpers.ts';

let api: Api;
beforeAll(async () => {
  api = await testApp();
});
afterAll(() => api.close());

const ask = (q: string, language = 'zh-CN') =>
  api.anon.get(`/p/v1/chat/answer?q=${encodeURIComponent(q)}`, { headers: { 'accept-language': language } });

describe('the smart-service chat', () => {
  it('splits a question into searchable words', () => {
    expect(questionWords('忘记密码怎么办？')).toEqual(['忘记密码']);
    expect(questionWords('创业担保贷款 如何申请')).toEqual(['创业担保贷款', '申请']);
  });

  it('answers from the FAQ, the guides and the policies, and always says whom to call', async () => {
    const res = await ask('创业担保贷款');
    expect(res.status).toBe(200);
    const { answers, fallback } = res.body.data;
    expect(answers.length).toBeGreaterThan(0);
    expect(answers[0]).toMatchObject({ source: 'faq', title: '创业担保贷款怎么申请？' });
    expect(fallback).toContain('12333');
    const guide = (await ask('补贴结算')).body.data.answers;
    expect(guide.some((a: { source: string }) => a.source === 'guide')).toBe(true);
  });

  it('falls back to the hotlines, in the language asked, when nothing matches', async () => {
    const res = await ask('火星移民签证', 'en-US');
    expect(res.body.data).toMatchObject({ answers: [] });
    expect(res.body.data.fallback).toMatch(/12333.*0531-67812333/);
    expect((await ask('')).status).toBe(400);
  });

  it('answers from an FAQ entry as soon as the admin adds it', async () => {
    const admin = api.as('admin');
    const created = await admin.post('/a/v1/operates/faqs', {
      question: '场地补贴找谁？',
      answer: '向创业所在地的区县人社局申请。',
      keywords: '场地 房租',
    });
    expect(created.status).toBe(201);
    expect((await ask('房租')).body.data.answers[0]).toMatchObject({ source: 'faq', title: '场地补贴找谁？' });
    const id = created.body.data.id;
    // A PUT sends the whole record.
    const hidden = await admin.put(`/a/v1/operates/faqs/${id}`, {
      question: '场地补贴找谁？',
      answer: 'x',
      keywords: '场地 房租',
      order_num: 0,
      published: false,
    });
    expect(hidden.status).toBe(200);
    expect((await ask('房租')).body.data.answers).toEqual([]);
    expect((await admin.delete(`/a/v1/operates/faqs/${id}`)).status).toBe(200);
    expect((await api.as('teacher').get('/a/v1/operates/faqs')).status).toBe(403);
  });

  it('is rate-limited per IP', async () => {
    const limited = await testApp({ RATE_LIMIT_MAX: '1000000' });
    try {
      let last = 0;
      for (let i = 0; i < 61; i++) {
        last = (await limited.anon.get('/p/v1/chat/answer?q=%E8%B4%B7%E6%AC%BE')).status;
      }
      expect(last).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('operate-guide attachments', () => {
  it('are stored as files and served with Content-Disposition, not as data: addresses', async () => {
    const attachment = await guideAttachment(api.app.storage, 1, '开班申报', '在“班级管理”新建班级。');
    expect(attachment.url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[a-f0-9]{32}\.xlsx$/);
    const file = await api.anon.get(attachment.url);
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename=/);
    expect(file.headers['content-type']).toContain('spreadsheetml');
  });
});
