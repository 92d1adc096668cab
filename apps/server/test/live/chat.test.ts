// The question chat of a live session (issue 13): participants only, bounded clean text, limited per minute, closed
// after the end, delivered over Server-Sent Events (across two instances when Redis is configured).
import type { ChatMessage, LiveWatch } from '@etp/contracts';
import { LIVE_CHAT_PER_MINUTE, LIVE_CHAT_TEXT_MAX } from '@etp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, testApp } from '../helpers.ts';
import { OTHER_STUDENT, OTHER_TRAINER, seededSessions } from './fixtures.ts';
import { openChatStream } from './sse.ts';

let api: Api;
let liveId: number;
beforeAll(async () => {
  api = await testApp();
  liveId = (await seededSessions(api)).live.id;
});
afterAll(() => api.close());

const chat = (id = liveId) => `/o/v1/live/${id}/chat`;
const watchOf = async (a: Api, who: 'student' | 'trainer') =>
  (await a.as(who).get<LiveWatch>(`/o/v1/live/${liveId}`)).body.data;

describe('posting a question', () => {
  it('stores a participant’s question and shows it in the history with the name and role', async () => {
    const res = await api.as('student').post<ChatMessage>(chat(), { text: '  请问补贴什么时候发放？ ' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ text: '请问补贴什么时候发放？', role: 'student' });
    const history = await api.as('trainer').get<ChatMessage[]>(chat());
    expect(history.body.data.at(-1)).toMatchObject({ id: res.body.data.id, user_name: res.body.data.user_name });
  });

  it('refuses outsiders and readers who are not participants', async () => {
    expect((await api.as(OTHER_STUDENT).post(chat(), { text: '你好' })).status).toBe(404);
    expect((await api.as(OTHER_TRAINER).post(chat(), { text: '你好' })).status).toBe(404);
    expect((await api.as(OTHER_STUDENT).get(chat())).status).toBe(404);
    expect((await api.as('admin').post(chat(), { text: '你好' })).status).toBe(403);
    expect((await api.as('admin').get(chat())).status).toBe(200);
    // The class's own teacher takes part.
    expect((await api.as('teacher').post(chat(), { text: '班主任提醒：请按时签到' })).status).toBe(201);
  });

  it('refuses empty, overlong and control-character text, storing nothing', async () => {
    const before = (await api.as('student').get<ChatMessage[]>(chat())).body.data.length;
    for (const text of ['   ', 'x'.repeat(LIVE_CHAT_TEXT_MAX + 1), 'a\u0000b', 'line\nbreak']) {
      const res = await api.as('student').post(chat(), { text });
      expect(res.status, JSON.stringify(text)).toBe(400);
      expect(res.body.data.fields.text).toBeTruthy();
    }
    expect((await api.as('student').post(chat(), {})).status).toBe(400);
    expect((await api.as('student').get<ChatMessage[]>(chat())).body.data.length).toBe(before);
  });

  it('closes the chat of an ended session', async () => {
    const { ended } = await seededSessions(api);
    const res = await api.as('student').post(chat(ended.id), { text: '还能提问吗' });
    expect(res.status).toBe(409);
  });

  it(`limits a person to ${LIVE_CHAT_PER_MINUTE} questions a minute in a session`, async () => {
    const trainer = api.as('trainer');
    for (let i = 0; i < LIVE_CHAT_PER_MINUTE; i++)
      expect((await trainer.post(chat(), { text: `第${i}条` })).status).toBe(201);
    const refused = await trainer.post(chat(), { text: '再来一条' });
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toBe('发言太频繁，请稍后再试');
  });
});

describe('the chat stream', () => {
  it('delivers a posted question to an open stream', async () => {
    const stream = await openChatStream(api, liveId, await watchOf(api, 'trainer'));
    try {
      await api.as('student').post(chat(), { text: '流里能看到吗' });
      expect((await stream.next('流里能看到吗')).role).toBe('student');
    } finally {
      stream.close();
    }
  });

  it('refuses a stream without a valid pass', async () => {
    expect((await api.anon.get(`${chat()}/stream`, { query: { t: 'x.y.z.1.w' } })).status).toBe(401);
  });
});

describe.skipIf(!process.env.REDIS_URL)('two instances sharing Redis', () => {
  let other: Api;
  beforeAll(async () => {
    other = await testApp({ REDIS_PREFIX: api.config.REDIS_PREFIX });
  });
  afterAll(() => other.close());

  it('delivers a question posted on one instance to a stream open on the other', async () => {
    const stream = await openChatStream(other, liveId, await watchOf(other, 'student'));
    try {
      await api.as('student').post(chat(), { text: '跨实例的问题' });
      expect((await stream.next('跨实例的问题')).text).toBe('跨实例的问题');
    } finally {
      stream.close();
    }
  });
});
