// A small pool of worker threads behind a FIFO queue: workers start when work arrives, a failing call
// rejects alone, a worker that dies or hangs is dropped and a new one starts for the next call.
import { Worker } from 'node:worker_threads';
import type { FaceEngineLogger, FaceEngineStats } from './types.ts';

/**
 * What a worker entry must speak. Worker -> pool: `ready` once its models are loaded, or `init-error`;
 * then one `result` or `error` per task. Pool -> worker: `task`.
 */
export type WorkerReply =
  | { type: 'ready' }
  | { type: 'init-error'; message: string }
  | { type: 'result'; id: number; value: unknown }
  | { type: 'error'; id: number; message: string };

export interface WorkerPoolOptions {
  /** Worker entry: a plain `.mjs` file, so it runs with no TypeScript loader (see face-worker.mjs). */
  url: URL;
  size: number;
  workerData?: unknown;
  taskTimeoutMs: number;
  logger?: FaceEngineLogger;
}

export interface PoolRun<T> {
  value: T;
  /** From the call to the moment a worker took it (includes starting a worker). */
  queueMs: number;
  /** From the moment a worker took it to its answer. */
  runMs: number;
}

interface Task {
  id: number;
  payload: unknown;
  transfer: ArrayBuffer[];
  enqueuedAt: number;
  startedAt: number;
  timer: NodeJS.Timeout | null;
  resolve(run: PoolRun<unknown>): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  task: Task | null;
  /** Set once the pool has let the worker go, so its exit is not counted as a crash. */
  retired: boolean;
  lastError: Error | null;
  spawnedAt: number;
}

export class WorkerPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Task[] = [];
  private nextId = 1;
  private closed = false;
  private completed = 0;
  private failed = 0;
  private crashes = 0;

  constructor(private readonly options: WorkerPoolOptions) {}

  run<T>(payload: unknown, transfer: ArrayBuffer[] = []): Promise<PoolRun<T>> {
    if (this.closed) return Promise.reject(new Error('face engine is closed'));
    return new Promise<PoolRun<T>>((resolve, reject) => {
      this.queue.push({
        id: this.nextId++,
        payload,
        transfer,
        enqueuedAt: performance.now(),
        startedAt: 0,
        timer: null,
        resolve: resolve as (run: PoolRun<unknown>) => void,
        reject,
      });
      this.pump();
    });
  }

  /** Starts every worker and waits until each has loaded its models. */
  async warmUp(): Promise<void> {
    if (this.closed) throw new Error('face engine is closed');
    while (this.slots.length < this.options.size) this.spawn();
    await Promise.all(
      this.slots.map(
        (slot) =>
          new Promise<void>((resolve, reject) => {
            if (slot.ready) return resolve();
            const onMessage = (reply: WorkerReply) => {
              if (reply.type === 'ready') done(null);
              if (reply.type === 'init-error') done(new Error(reply.message));
            };
            const onExit = () => done(slot.lastError ?? new Error('face worker stopped while starting'));
            const done = (error: Error | null) => {
              slot.worker.off('message', onMessage).off('exit', onExit);
              error ? reject(error) : resolve();
            };
            slot.worker.on('message', onMessage).on('exit', onExit);
          }),
      ),
    );
  }

  stats(): FaceEngineStats {
    return {
      size: this.options.size,
      workers: this.slots.length,
      busy: this.slots.filter((s) => s.task).length,
      queued: this.queue.length,
      completed: this.completed,
      failed: this.failed,
      crashes: this.crashes,
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    const error = new Error('face engine is closed');
    for (const task of this.queue.splice(0)) this.settle(task, error);
    const slots = this.slots.splice(0);
    for (const slot of slots) {
      slot.retired = true;
      if (slot.task) this.settle(slot.task, error);
      slot.task = null;
    }
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  /** Hands queued tasks to idle ready workers and starts workers while the queue outgrows them. */
  private pump(): void {
    if (this.closed) return;
    for (const slot of this.slots) {
      if (this.queue.length === 0) break;
      if (slot.ready && !slot.task) this.start(slot, this.queue.shift() as Task);
    }
    const starting = this.slots.filter((s) => !s.ready).length;
    let missing = Math.min(this.queue.length - starting, this.options.size - this.slots.length);
    while (missing-- > 0) this.spawn();
  }

  private spawn(): void {
    // execArgv: [] keeps the parent's `--import tsx` out of the worker: its entry is plain JavaScript.
    const worker = new Worker(this.options.url, { workerData: this.options.workerData, execArgv: [] });
    const slot: Slot = {
      worker,
      ready: false,
      task: null,
      retired: false,
      lastError: null,
      spawnedAt: performance.now(),
    };
    this.slots.push(slot);
    worker.on('message', (reply: WorkerReply) => this.onReply(slot, reply));
    worker.on('error', (error) => {
      slot.lastError = error;
    });
    worker.on('exit', (code) => this.onExit(slot, code));
  }

  private start(slot: Slot, task: Task): void {
    slot.task = task;
    task.startedAt = performance.now();
    slot.worker.ref();
    task.timer = setTimeout(() => {
      this.options.logger?.error({ taskId: task.id, timeoutMs: this.options.taskTimeoutMs }, 'face worker timed out');
      this.settle(task, new Error(`face worker did not answer within ${this.options.taskTimeoutMs} ms`));
      slot.task = null;
      this.retire(slot);
    }, this.options.taskTimeoutMs);
    task.timer.unref();
    try {
      slot.worker.postMessage({ type: 'task', id: task.id, payload: task.payload }, task.transfer);
    } catch (error) {
      // A payload that cannot be cloned or transferred fails its own call; the worker never saw it.
      slot.task = null;
      this.settle(task, error instanceof Error ? error : new Error(String(error)));
    }
  }

  private onReply(slot: Slot, reply: WorkerReply): void {
    if (reply.type === 'ready') {
      slot.ready = true;
      const startMs = Math.round(performance.now() - slot.spawnedAt);
      this.options.logger?.info({ startMs, workers: this.slots.length }, 'face worker ready');
      if (this.queue.length === 0) slot.worker.unref();
      this.pump();
      return;
    }
    if (reply.type === 'init-error') {
      // Starting fails the same way every time (missing model files, no wasm): answer what waits, do not loop.
      this.options.logger?.error({ error: reply.message }, 'face worker could not start');
      const error = new Error(`face worker could not start: ${reply.message}`);
      for (const task of this.queue.splice(0)) this.settle(task, error);
      this.retire(slot);
      return;
    }
    const task = slot.task;
    if (!task || task.id !== reply.id) return;
    slot.task = null;
    if (reply.type === 'result') this.settle(task, null, reply.value);
    else this.settle(task, new Error(reply.message));
    if (this.queue.length === 0) slot.worker.unref();
    this.pump();
  }

  private onExit(slot: Slot, code: number): void {
    const index = this.slots.indexOf(slot);
    if (index >= 0) this.slots.splice(index, 1);
    if (slot.retired) return;
    this.crashes++;
    const cause = slot.lastError?.message ?? `exit code ${code}`;
    this.options.logger?.warn({ code, error: slot.lastError?.message, ready: slot.ready }, 'face worker stopped');
    if (slot.task) {
      this.settle(slot.task, new Error(`face worker stopped during the call: ${cause}`));
      slot.task = null;
    }
    if (!slot.ready) {
      const error = new Error(`face worker could not start: ${cause}`);
      for (const task of this.queue.splice(0)) this.settle(task, error);
      return;
    }
    this.pump();
  }

  private retire(slot: Slot): void {
    slot.retired = true;
    const index = this.slots.indexOf(slot);
    if (index >= 0) this.slots.splice(index, 1);
    void slot.worker.terminate();
    this.pump();
  }

  private settle(task: Task, error: Error | null, value?: unknown): void {
    if (task.timer) clearTimeout(task.timer);
    task.timer = null;
    if (error) {
      this.failed++;
      task.reject(error);
      return;
    }
    this.completed++;
    const now = performance.now();
    task.resolve({ value, queueMs: task.startedAt - task.enqueuedAt, runMs: now - task.startedAt });
  }
}
