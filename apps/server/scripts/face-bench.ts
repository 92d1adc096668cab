// Measures the face engine: time per 640x480 frame through the pool (size 1 and 2) and the process's
// resident memory with no engine, one worker and two. Run from apps/server:
//   node --import tsx scripts/face-bench.ts [--frames 30] [--warmup 3]
// Each configuration runs in its own child process, so memory freed by one does not blur the next.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    child: { type: 'string' },
    frames: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '3' },
  },
});
const FRAMES = Number(values.frames);
const WARMUP = Number(values.warmup);
const MB = 1024 * 1024;

interface ChildReport {
  size: number;
  rssStartMb: number;
  rssIdleMb: number;
  rssPeakMb?: number;
  rssAfterMb?: number;
  startMs?: number;
  firstFrameMs?: number;
  workerMs?: { p50: number; p95: number };
  /** Inside the worker: finding the face, then landmarks and descriptor (the rest is gates and messaging). */
  detectMs?: number;
  descriptorMs?: number;
  totalMs?: { p50: number; p95: number };
  framesPerSecond?: number;
  /** Process CPU time (all threads) per frame: less sensitive than wall time to other load on the machine. */
  cpuMsPerFrame?: number;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

function packageDir(name: string): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) throw new Error(`${name} is not installed`);
  }
}

/** A 640x480 JPEG webcam frame: the face-api author's webcam screenshot, cut at full resolution. */
async function webcamFrame(): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const source = readFileSync(join(packageDir('@vladmandic/face-api'), 'demo/screenshot-webcam.png'));
  return sharp(source).extract({ left: 100, top: 80, width: 640, height: 480 }).jpeg({ quality: 85 }).toBuffer();
}

async function child(size: number): Promise<ChildReport> {
  const rssStartMb = process.memoryUsage().rss / MB;
  const { createFaceEngine } = await import('../src/modules/face/engine/index.ts');
  const engine = createFaceEngine({ size: Math.max(1, size) });
  const rssIdleMb = process.memoryUsage().rss / MB;
  if (size === 0) return { size, rssStartMb, rssIdleMb };

  const frame = await webcamFrame();
  let rssPeak = 0;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  }, 50);
  const started = performance.now();
  await engine.warmUp();
  const startMs = performance.now() - started;
  // Warm-up: each worker's first frames compile and allocate.
  const first = await engine.describe(frame);
  await Promise.all(Array.from({ length: WARMUP * size }, () => engine.describe(frame)));

  const workerMs: number[] = [];
  const detectMs: number[] = [];
  const descriptorMs: number[] = [];
  const totalMs: number[] = [];
  let next = 0;
  const runStarted = performance.now();
  const cpuStarted = process.cpuUsage();
  // As many frames in flight as there are workers: every worker busy, no queue piling up.
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next++ < FRAMES) {
        const result = await engine.describe(frame);
        if (!result.ok) throw new Error(`bench frame refused: ${result.reason}`);
        workerMs.push(result.timing.workerMs);
        detectMs.push(result.timing.detectMs);
        descriptorMs.push(result.timing.descriptorMs);
        totalMs.push(result.timing.totalMs);
      }
    }),
  );
  const elapsed = performance.now() - runStarted;
  const cpu = process.cpuUsage(cpuStarted);
  clearInterval(sampler);
  const rssAfterMb = process.memoryUsage().rss / MB;
  await engine.close();
  return {
    size,
    rssStartMb,
    rssIdleMb,
    rssPeakMb: Math.max(rssPeak, process.memoryUsage().rss) / MB,
    rssAfterMb,
    startMs,
    firstFrameMs: first.timing.workerMs,
    workerMs: { p50: percentile(workerMs, 50), p95: percentile(workerMs, 95) },
    detectMs: percentile(detectMs, 50),
    descriptorMs: percentile(descriptorMs, 50),
    totalMs: { p50: percentile(totalMs, 50), p95: percentile(totalMs, 95) },
    framesPerSecond: (FRAMES / elapsed) * 1000,
    cpuMsPerFrame: (cpu.user + cpu.system) / 1000 / FRAMES,
  };
}

if (values.child !== undefined) {
  process.stdout.write(JSON.stringify(await child(Number(values.child))));
} else {
  const loadBefore = loadavg()[0] ?? 0;
  const reports: ChildReport[] = [];
  for (const size of [0, 1, 2]) {
    const out = execFileSync(
      process.execPath,
      [
        ...process.execArgv,
        fileURLToPath(import.meta.url),
        '--child',
        String(size),
        '--frames',
        String(FRAMES),
        '--warmup',
        String(WARMUP),
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
    );
    reports.push(JSON.parse(out) as ChildReport);
  }
  const f = (n: number | undefined) => (n === undefined ? '-' : Math.round(n).toString());
  console.log(`face engine bench: ${FRAMES} frames of 640x480 JPEG after ${WARMUP} warm-up frames per worker`);
  console.log(
    `node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model}), load average ${loadBefore.toFixed(2)} before, ${loadavg()[0]?.toFixed(2)} after`,
  );
  console.log(
    '| workers | start ms | 1st frame ms | detect p50 | descriptor p50 | worker p50 | worker p95 | total p50 | total p95 | frames/s | CPU ms/frame | RSS idle MB | RSS peak MB | RSS after MB |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of reports) {
    console.log(
      `| ${r.size} | ${f(r.startMs)} | ${f(r.firstFrameMs)} | ${f(r.detectMs)} | ${f(r.descriptorMs)} | ${f(r.workerMs?.p50)} | ${f(r.workerMs?.p95)} | ${f(r.totalMs?.p50)} | ${f(r.totalMs?.p95)} | ${r.framesPerSecond?.toFixed(2) ?? '-'} | ${f(r.cpuMsPerFrame)} | ${f(r.rssIdleMb)} | ${f(r.rssPeakMb)} | ${f(r.rssAfterMb)} |`,
    );
  }
}
