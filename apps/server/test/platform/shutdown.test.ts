// A graceful stop (src/shutdown.ts), on the real server as a child process under load: SIGTERM turns /readyz to 503
// while the instance keeps answering (each answer closing its connection) for SHUTDOWN_DRAIN_MS; then it refuses new
// connections, ends its event streams with a retry hint, finishes the request in flight, writes the answer batch,
// stops its jobs and exits 0; every answer save it acknowledged is there after a restart.

import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { childServer } from '../child-server.ts';
import type { Json } from '../helpers.ts';

const server = childServer('etp-shutdown-');
const DRAIN_MS = 4000;
const json = async (response: Response) => (await response.json()) as { code: number; data: Json };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Why a call failed: refused (never reached the server: a balancer sends it elsewhere) or anything else. */
const failureOf = (error: unknown) =>
  ((error as { cause?: { code?: string } }).cause?.code ?? String(error)) === 'ECONNREFUSED' ? 'refused' : 'lost';

describe('SIGTERM under load', () => {
  it('drains, finishes what it took, writes its batches and exits 0', { timeout: 240_000 }, async () => {
    const logFile = join(server.dataDir, 'server.log');
    const env = {
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      SHUTDOWN_TIMEOUT_MS: '30000',
      WORKERS: '1',
      LOG_LEVEL: 'info',
      INSTANCE_NAME: 'only',
      LOGIN_LIMIT_PER_USERNAME: '1000',
    };
    let url = await server.start(env, logFile);
    const signIn = async (username: string) =>
      json(
        await fetch(`${url}/oauth/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username, password: 'Demo@12345', role: username }),
        }),
      );
    const student = { authorization: `Bearer ${(await signIn('student')).data.access_token}` };
    const tests = await json(await fetch(`${url}/s/v1/theory-tests`, { headers: student }));
    const open = tests.data.find(
      (t: { closes_at: string; opens_at: string }) =>
        Date.parse(t.opens_at) < Date.now() && Date.parse(t.closes_at) > Date.now(),
    );
    const started = await json(
      await fetch(`${url}/s/v1/theory-tests/${open.id}/start`, { method: 'POST', headers: student }),
    );
    const theory = { authorization: `Bearer ${started.data.theory_token}`, 'content-type': 'application/json' };
    const path = `/s/v1/s-theory/${started.data.course_id}`;
    const state = await json(await fetch(`${url}${path}`, { headers: theory }));
    const questions: { question_id: number; type: string; options: { key: string }[] }[] = state.data.questions;
    const single = questions.filter((q) => q.type === 'single');
    expect(single.length).toBeGreaterThan(3);

    // A live session's chat stream, open across the stop.
    const sessions = await json(await fetch(`${url}/s/v1/live-sessions`, { headers: student }));
    const live = sessions.data.find((s: { state: string }) => s.state === 'live');
    const watch = await json(await fetch(`${url}/o/v1/live/${live.id}`, { headers: student }));
    const stream = await fetch(
      `${url}/o/v1/live/${live.id}/chat/stream?t=${encodeURIComponent(watch.data.media_token)}`,
    );
    expect(stream.headers.get('x-instance')).toBe('only');
    const streamText = stream.text();

    // Load: answer saves with growing versions, one loop per question, and reads; every outcome counted. The clients
    // act as a balancer that probes /readyz every 100 ms: once it answers 503 they send this instance nothing new.
    const acknowledged = new Map<number, number>();
    const counts = { ok: 0, refused: 0, lost: 0, other: 0 };
    let loading = true;
    let noticed = false;
    const probe = (async () => {
      while (loading && !noticed) {
        const status = await fetch(`${url}/readyz`).then(
          (r) => r.status,
          () => 0,
        );
        if (status === 503) noticed = true;
        await sleep(100);
      }
    })();
    const save = async (q: (typeof single)[number], version: number) => {
      const res = await fetch(`${url}${path}`, {
        method: 'PUT',
        headers: theory,
        body: JSON.stringify({
          answers: [{ question_id: q.question_id, answer: [q.options[version % q.options.length]!.key], version }],
          left: false,
        }),
      });
      if (res.status !== 200) {
        counts.other++;
        return;
      }
      counts.ok++;
      acknowledged.set(q.question_id, Math.max(acknowledged.get(q.question_id) ?? 0, version));
    };
    const loops = single.map(async (q) => {
      for (let version = 1; loading && !noticed; version++) {
        try {
          await save(q, version);
        } catch (error) {
          counts[failureOf(error)]++;
          if (failureOf(error) === 'refused') return;
        }
        await sleep(20);
      }
    });
    const reads = (async () => {
      while (loading && !noticed) {
        try {
          const res = await fetch(`${url}/o/v1/users/info`, { headers: student });
          if (res.status === 200) counts.ok++;
          else counts.other++;
          await res.arrayBuffer();
        } catch (error) {
          counts[failureOf(error)]++;
          if (failureOf(error) === 'refused') return;
        }
        await sleep(20);
      }
    })();
    await sleep(1500);
    expect(counts.ok).toBeGreaterThan(10);

    // A save whose body is still on its way when the instance stops listening: it must be answered and kept.
    const slowQuestion = single[0]!;
    const slowBody = JSON.stringify({
      answers: [{ question_id: slowQuestion.question_id, answer: [slowQuestion.options[0]!.key], version: 1_000_000 }],
      left: false,
    });
    const { port } = new URL(url);
    const slow = request({
      host: '127.0.0.1',
      port,
      path,
      method: 'PUT',
      headers: { ...theory, 'content-length': Buffer.byteLength(slowBody) },
    });
    const slowAnswer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      slow.on('response', (res) => {
        let body = '';
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      slow.on('error', reject);
    });
    // Awaited below; a failure before that must not surface as an unhandled rejection.
    slowAnswer.catch(() => {});
    slow.write(slowBody.slice(0, 10));
    slow.flushHeaders();
    await sleep(200);

    const signalled = Date.now();
    const exited = server.signal('SIGTERM');
    for (let waited = 0; !noticed; waited += 50) {
      if (waited > 5000) throw new Error('/readyz did not turn to 503 within 5 s of SIGTERM');
      await sleep(50);
    }
    const noticedAt = Date.now();
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { msg: string }).msg).toBe('服务正在重启，请稍后重试');
    expect(ready.headers.get('connection')).toBe('close');
    // Still serving while the balancer notices, each answer closing its connection.
    const during = await fetch(`${url}/healthz`);
    expect(during.status).toBe(200);
    expect(during.headers.get('connection')).toBe('close');

    // Past the drain: no new connection (a balancer would try another instance), the request in flight finishes.
    let refusedAt = 0;
    while (!refusedAt) {
      if (Date.now() - noticedAt > DRAIN_MS + 10_000) throw new Error('still listening 10 s after the drain');
      const outcome = await fetch(`${url}/healthz`).then(
        () => 'answered',
        (error: unknown) => failureOf(error),
      );
      if (outcome === 'refused') refusedAt = Date.now();
      else await sleep(100);
    }
    // The drain starts when the signal is handled, so no earlier than it was sent.
    expect(refusedAt - signalled).toBeGreaterThanOrEqual(DRAIN_MS);
    slow.end(slowBody.slice(10));
    const answered = await slowAnswer;
    expect(answered.status, answered.body).toBe(200);
    acknowledged.set(slowQuestion.question_id, 1_000_000);

    expect(await exited).toBe(0);
    const streamed = await streamText;
    expect(streamed.startsWith('retry: 3000')).toBe(true);
    expect(streamed.trimEnd().endsWith('retry: 1000')).toBe(true);
    loading = false;
    await Promise.all([...loops, reads, probe]);

    // Nothing was lost: failures are connections refused after the drain (a balancer retries those elsewhere).
    expect(counts.lost).toBe(0);
    expect(counts.other).toBe(0);
    expect(noticed).toBe(true);
    const lines = readFileSync(logFile, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg: string; instance?: string });
    expect(lines.some((l) => l.msg === 'shutting down: draining' && l.instance === 'only')).toBe(true);
    expect(lines.some((l) => l.msg === 'shut down')).toBe(true);

    // Every acknowledged answer is stored at its version or later.
    url = await server.start(env, logFile);
    const after = await json(await fetch(`${url}${path}`, { headers: theory }));
    const stored = new Map<number, number>(
      after.data.questions.map((q: { question_id: number; version: number }) => [q.question_id, q.version]),
    );
    for (const [id, version] of acknowledged) expect(stored.get(id), `question ${id}`).toBeGreaterThanOrEqual(version);
    await server.signal('SIGINT');
  });
});
