// kill -9 right after answers: the server is a child process on PGlite under a data directory; every second a report
// acknowledged before the kill is in the database after a restart on the same data (the answer waits for the commit).
import { LEARNING_API } from '@etp/contracts';
import { describe, expect, it } from 'vitest';
import { childServer } from '../child-server.ts';

const server = childServer('etp-crash-');

async function signIn(base: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'student', password: 'Demo@12345', role: 'student' }),
  });
  const token = ((await res.json()) as { data: { access_token: string } }).data.access_token;
  return { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
}

const credited = async (base: string, headers: Record<string, string>) => {
  const res = await fetch(`${base}${LEARNING_API.courses}`, { headers });
  const courses = ((await res.json()) as { data: { id: number; credited_seconds: number }[] }).data;
  return courses.reduce((sum, c) => sum + c.credited_seconds, 0);
};

describe('a crash right after the answers', () => {
  it('loses no acknowledged second', { timeout: 240_000 }, async () => {
    let base = await server.start();
    let headers = await signIn(base);
    const before = await credited(base, headers);
    const courses = (await (await fetch(`${base}${LEARNING_API.courses}`, { headers })).json()) as {
      data: { id: number }[];
    };
    const courseId = courses.data[0]?.id ?? 0;
    const outline = (await (await fetch(`${base}${LEARNING_API.course(courseId)}`, { headers })).json()) as {
      data: { chapters: { lessons: { id: number; kind: string; completed: boolean; credited_seconds: number }[] }[] };
    };
    const lesson = outline.data.chapters
      .flatMap((c) => c.lessons)
      .find((l) => l.kind === 'video' && !l.completed && l.credited_seconds === 0);
    expect(lesson).toBeTruthy();
    let acknowledged = 0;
    for (let i = 0; i <= 5; i++) {
      const res = await fetch(`${base}${LEARNING_API.learningRecord}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ lesson_id: lesson?.id, position: i * 1.2, playing: true, tab: 'tab-crash1' }),
      });
      acknowledged += ((await res.json()) as { data: { credited: number } }).data.credited;
      // One real second between reports: the server credits its own clock's time.
      if (i < 5) await new Promise((r) => setTimeout(r, 1200));
    }
    await server.kill9();
    expect(acknowledged).toBeGreaterThan(0);

    base = await server.start();
    headers = await signIn(base);
    expect(await credited(base, headers)).toBe(before + acknowledged);
  });
});
