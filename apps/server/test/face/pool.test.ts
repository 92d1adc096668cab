// The worker pool on a scripted stand-in worker: queueing, lazy start, failures that stay with their call.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WorkerPool } from '../../src/modules/face/engine/pool.ts';

const SCRIPTED = new URL('./fixtures/scripted-worker.mjs', import.meta.url);
type Echo = { echo: unknown; threadId: number };

const pools: WorkerPool[] = [];
function pool(size = 1, workerData: Record<string, unknown> = {}, taskTimeoutMs = 5_000): WorkerPool {
  const p = new WorkerPool({ url: SCRIPTED, size, workerData, taskTimeoutMs });
  pools.push(p);
  return p;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

describe('face worker pool', () => {
  it('starts no worker until the first call', async () => {
    const p = pool(2);
    expect(p.stats()).toMatchObject({ workers: 0, busy: 0, queued: 0 });
    await expect(p.run<Echo>({ value: 1 })).resolves.toMatchObject({ value: { echo: 1 } });
    // One call needed one worker; the second starts only when two calls wait at once.
    expect(p.stats().workers).toBe(1);
  });

  it('queues calls beyond its size and answers each, in order', async () => {
    const p = pool(1, { startMs: 50 });
    const runs = await Promise.all([1, 2, 3].map((value) => p.run<Echo>({ value, ms: 30 })));
    expect(runs.map((r) => r.value.echo)).toEqual([1, 2, 3]);
    expect(new Set(runs.map((r) => r.value.threadId)).size).toBe(1);
    // The later calls waited for the earlier ones: their queue time covers the previous run.
    expect(runs[2]!.queueMs).toBeGreaterThanOrEqual(runs[1]!.runMs + runs[0]!.runMs - 5);
    expect(p.stats()).toMatchObject({ workers: 1, completed: 3, failed: 0 });
  });

  it('runs calls side by side on two workers', async () => {
    const p = pool(2, {}, 20_000);
    // Each call answers only once both have started: one worker taking both in turn would make the first wait 10 s.
    const counter = new SharedArrayBuffer(4);
    const started = performance.now();
    const runs = await Promise.all([1, 2].map((value) => p.run<Echo>({ op: 'meet', value, counter, parties: 2 })));
    expect(new Set(runs.map((r) => r.value.threadId)).size).toBe(2);
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('rejects only the call whose task failed and keeps the worker', async () => {
    const p = pool(1);
    const [bad, good] = await Promise.allSettled([p.run({ op: 'throw' }), p.run<Echo>({ value: 'next' })]);
    expect(bad).toMatchObject({ status: 'rejected', reason: { message: 'model failed on this input' } });
    expect(good).toMatchObject({ status: 'fulfilled', value: { value: { echo: 'next' } } });
    expect(p.stats()).toMatchObject({ workers: 1, crashes: 0, failed: 1, completed: 1 });
  });

  it('rejects a call whose payload cannot be sent, and goes on with the next', async () => {
    const p = pool(1);
    await p.run({ value: 'warm' });
    await expect(p.run({ value: () => 1 })).rejects.toThrow(/could not be cloned/);
    await expect(p.run<Echo>({ value: 'next' })).resolves.toMatchObject({ value: { echo: 'next' } });
  });

  it('replaces a worker that dies during a call', async () => {
    const p = pool(1);
    const first = await p.run<Echo>({ value: 0 });
    const [crashed, after] = await Promise.allSettled([p.run({ op: 'crash' }), p.run<Echo>({ value: 'after' })]);
    expect(crashed).toMatchObject({ status: 'rejected', reason: { message: expect.stringMatching(/stopped/) } });
    expect(after.status).toBe('fulfilled');
    expect((after as PromiseFulfilledResult<{ value: Echo }>).value.value.threadId).not.toBe(first.value.threadId);
    expect(p.stats()).toMatchObject({ workers: 1, crashes: 1 });
  });

  it('replaces a worker whose uncaught exception ends it', async () => {
    const p = pool(1);
    await expect(p.run({ op: 'uncaught' })).rejects.toThrow(/boom/);
    await expect(p.run<Echo>({ value: 'again' })).resolves.toMatchObject({ value: { echo: 'again' } });
  });

  it('ends a worker that does not answer in time and rejects that call', async () => {
    const p = pool(1, {}, 300);
    await expect(p.run({ op: 'hang' })).rejects.toThrow(/within 300 ms/);
    await expect(p.run<Echo>({ value: 'fresh' })).resolves.toMatchObject({ value: { echo: 'fresh' } });
  });

  it('rejects waiting calls when a worker cannot start, and tries again on the next call', async () => {
    const failing = pool(1, { failStart: true });
    await expect(Promise.all([failing.run({}), failing.run({})])).rejects.toThrow(/could not start: no models here/);
    await expect(failing.run({})).rejects.toThrow(/could not start/);
    expect(failing.stats().workers).toBe(0);
    const crashing = pool(1, { crashStart: true });
    await expect(crashing.run({})).rejects.toThrow(/could not start: exit code 3/);
  });

  it('logs when a worker is ready and when one stops unasked', async () => {
    const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const p = new WorkerPool({ url: SCRIPTED, size: 1, taskTimeoutMs: 5_000, logger });
    pools.push(p);
    await p.run({});
    expect(logger.info).toHaveBeenCalledWith(
      expect.objectContaining({ startMs: expect.any(Number) }),
      'face worker ready',
    );
    await expect(p.run({ op: 'crash' })).rejects.toThrow();
    expect(logger.warn).toHaveBeenCalledWith(expect.objectContaining({ code: 1 }), 'face worker stopped');
  });

  it('close() ends the workers and refuses later calls', async () => {
    const p = pool(2);
    await p.warmUp();
    expect(p.stats().workers).toBe(2);
    const pending = expect(p.run({ op: 'hang' })).rejects.toThrow(/closed/);
    await p.close();
    await pending;
    expect(p.stats()).toMatchObject({ workers: 0, busy: 0, queued: 0 });
    await expect(p.run({})).rejects.toThrow(/closed/);
  });
});
