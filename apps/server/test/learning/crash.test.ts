// kill -9 right after answers: the server is a child process on PGlite under a data directory; every second a report
// acknowledged before the kill is in the database after a restart on the same data (the answer waits for the commit).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LEARNING_API } from '@etp/contracts';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'etp-crash-'));
let child: ChildProcess | null = null;

afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

async function start(): Promise<string> {
  const port = await freePort();
  child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WORKERS: '0',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const up = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return base;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

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
    let base = await start();
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
    child?.kill('SIGKILL');
    await new Promise((r) => child?.once('exit', r));
    expect(acknowledged).toBeGreaterThan(0);

    base = await start();
    headers = await signIn(base);
    expect(await credited(base, headers)).toBe(before + acknowledged);
  });
});
