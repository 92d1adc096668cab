// Nothing acknowledged is lost: answers the server has answered 200 for are all there after a kill -9 and a restart
// on the same data directory (the server runs as a child process, PGlite on disk).
import { describe, expect, it } from 'vitest';
import { childServer } from '../child-server.ts';
import type { Json } from '../helpers.ts';

const server = childServer('etp-exams-restart-');

const json = async (response: Response) => (await response.json()) as { code: number; data: Json };

describe('a kill -9', () => {
  it('keeps every acknowledged answer', { timeout: 240_000 }, async () => {
    let url = await server.start();
    const login = await json(
      await fetch(`${url}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'student', password: 'Demo@12345', role: 'student' }),
      }),
    );
    const session = { authorization: `Bearer ${login.data.access_token}` };
    const tests = await json(await fetch(`${url}/s/v1/theory-tests`, { headers: session }));
    const open = tests.data.find(
      (t: { closes_at: string; opens_at: string }) =>
        Date.parse(t.opens_at) < Date.now() && Date.parse(t.closes_at) > Date.now(),
    );
    const started = await json(
      await fetch(`${url}/s/v1/theory-tests/${open.id}/start`, { method: 'POST', headers: session }),
    );
    const theory = { authorization: `Bearer ${started.data.theory_token}`, 'content-type': 'application/json' };
    const path = `/s/v1/s-theory/${started.data.course_id}`;
    const state = await json(await fetch(`${url}${path}`, { headers: theory }));
    const blanks = state.data.questions.filter((q: { type: string }) => q.type === 'short' || q.type === 'blank');
    const choices = state.data.questions.filter((q: { type: string }) => q.type === 'single');
    const sent = new Map<number, string[]>();
    for (const [i, q] of choices.entries()) sent.set(q.question_id, [q.options[i % q.options.length].key]);
    for (const q of blanks)
      sent.set(
        q.question_id,
        Array.from({ length: Math.max(1, q.blanks) }, (_, k) => `答案${k}`),
      );
    expect(sent.size).toBeGreaterThan(10);
    // One answer per call, each acknowledged before the next.
    for (const [question_id, answer] of sent) {
      const res = await fetch(`${url}${path}`, {
        method: 'PUT',
        headers: theory,
        body: JSON.stringify({ answers: [{ question_id, answer, version: 1 }], left: false }),
      });
      expect(res.status).toBe(200);
    }
    await server.kill9();
    url = await server.start();
    const after = await json(await fetch(`${url}${path}`, { headers: theory }));
    const found = new Map(
      after.data.questions.map((q: { question_id: number; answer: string[] }) => [q.question_id, q.answer]),
    );
    for (const [id, answer] of sent) expect(found.get(id)).toEqual(answer);
  });
});
