// Nothing acknowledged is lost: answers the server has answered 200 for are all there after a kill -9 and a restart
// on the same data directory (the server runs as a child process, PGlite on disk).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { Json } from '../helpers.ts';

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'etp-exams-restart-'));
let child: ChildProcess | null = null;
afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

async function startServer(): Promise<string> {
  const port = await freePort();
  child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return url;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const json = async (response: Response) => (await response.json()) as { code: number; data: Json };

describe('a kill -9', () => {
  it('keeps every acknowledged answer', { timeout: 240_000 }, async () => {
    let url = await startServer();
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
    child?.kill('SIGKILL');
    await new Promise((resolve) => child?.once('exit', resolve));
    url = await startServer();
    const after = await json(await fetch(`${url}${path}`, { headers: theory }));
    const found = new Map(
      after.data.questions.map((q: { question_id: number; answer: string[] }) => [q.question_id, q.answer]),
    );
    for (const [id, answer] of sent) expect(found.get(id)).toEqual(answer);
  });
});
