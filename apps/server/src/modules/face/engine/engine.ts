// The face-verification engine: decodes captures, sends them to a lazily started worker pool, and turns the
// workers' measures into accepted descriptors, refusal reasons and match decisions.
//
// Choices measured on this kind of machine (figures in README.md next to this file):
// - Everything is analysed on the image shrunk to 640 px on its long side; descriptors taken from a larger
//   copy were no closer for the same person.
// - The face is cut out for the descriptor with face-api's default alignment (the landmarks' bounding box
//   plus 20%), not the dlib-style box face-api's own `withFaceDescriptors` uses: on the photographs in the
//   installed packages it kept the same person closer (e.g. 0.46 instead of 0.61 for the webcam/FaceID
//   pair) and different people as far apart.
// - Several frames are combined by their median distance (see match.ts).
// - Faces are found by BlazeFace (face-detector.mjs) rather than face-api's SSD MobileNet v1: the same people
//   counted on the shipped photographs but one, more faces found under poor light or at an angle, for ~1/8 of
//   the CPU; the landmarks and the descriptor are still face-api's.
import type { DecodeLimits } from './decode.ts';
import { decodeImage } from './decode.ts';
import { assertDescriptor, combineDistances, euclideanDistance } from './match.ts';
import { WorkerPool } from './pool.ts';
import type {
  FaceBox,
  FaceEngine,
  FaceEngineOptions,
  FaceReason,
  FaceResult,
  FaceTiming,
  VerifyFrame,
  VerifyResult,
} from './types.ts';

export const FACE_ENGINE_DEFAULTS = {
  size: 1,
  threshold: 0.5,
  minFaceSize: 48,
  minSharpness: 80,
  minConfidence: 0.5,
  maxSide: 640,
  maxBytes: 10 * 1024 * 1024,
  maxPixels: 40_000_000,
  minFrames: 1,
  taskTimeoutMs: 30_000,
} as const;

/** Upper bound on the pool: each worker takes a core and ~250 MB. */
export const FACE_ENGINE_MAX_SIZE = 16;

/** What face-worker.mjs answers for one capture. */
interface WorkerOutput {
  faces: number;
  box?: FaceBox;
  score?: number;
  sharpness?: number;
  reason?: FaceReason;
  descriptor?: number[];
  ms: number;
  detectMs: number;
  descriptorMs: number;
}

const WORKER_URL = new URL('./face-worker.mjs', import.meta.url);

function checkRange(name: string, value: number, min: number, max: number, integer = false): number {
  if (!Number.isFinite(value) || value < min || value > max || (integer && !Number.isInteger(value))) {
    throw new RangeError(`face engine option ${name} must be ${integer ? 'an integer ' : ''}from ${min} to ${max}`);
  }
  return value;
}

export function createFaceEngine(options: FaceEngineOptions = {}): FaceEngine {
  const o = { ...FACE_ENGINE_DEFAULTS, ...options };
  const size = checkRange('size', o.size, 1, FACE_ENGINE_MAX_SIZE, true);
  const threshold = checkRange('threshold', o.threshold, 0.01, 2);
  const minFrames = checkRange('minFrames', o.minFrames, 1, 100, true);
  const minFaceSize = checkRange('minFaceSize', o.minFaceSize, 1, 4096);
  const limits: DecodeLimits = {
    minSide: minFaceSize,
    maxSide: checkRange('maxSide', o.maxSide, 64, 4096, true),
    maxBytes: checkRange('maxBytes', o.maxBytes, 1, 2 ** 31, true),
    maxPixels: checkRange('maxPixels', o.maxPixels, 1, 2 ** 31, true),
  };
  const pool = new WorkerPool({
    url: WORKER_URL,
    size,
    taskTimeoutMs: checkRange('taskTimeoutMs', o.taskTimeoutMs, 1, 10 * 60_000, true),
    logger: o.logger,
    workerData: {
      minConfidence: checkRange('minConfidence', o.minConfidence, 0.05, 1),
      minFaceSize,
      minSharpness: checkRange('minSharpness', o.minSharpness, 0, 1e6),
    },
  });

  async function describe(image: Buffer): Promise<FaceResult> {
    const started = performance.now();
    const decoded = await decodeImage(image, limits);
    const decodeMs = performance.now() - started;
    if (!decoded.ok) {
      const timing: FaceTiming = {
        decodeMs,
        queueMs: 0,
        workerMs: 0,
        detectMs: 0,
        descriptorMs: 0,
        totalMs: performance.now() - started,
      };
      return { ok: false, reason: 'bad_image', detail: decoded.detail, faces: 0, width: 0, height: 0, timing };
    }
    const { rgb, width, height } = decoded.image;
    const run = await pool.run<WorkerOutput>({ rgb, width, height }, [rgb.buffer as ArrayBuffer]);
    const { reason, descriptor, ms, detectMs, descriptorMs, ...measures } = run.value;
    const timing: FaceTiming = {
      decodeMs,
      queueMs: run.queueMs,
      workerMs: ms,
      detectMs,
      descriptorMs,
      totalMs: performance.now() - started,
    };
    const base = { ...measures, width, height, timing };
    if (reason) return { ok: false, reason, ...base };
    if (!descriptor || !measures.box || measures.score === undefined || measures.sharpness === undefined) {
      throw new Error('face worker answered without a descriptor');
    }
    return { ok: true, descriptor, ...base, box: measures.box, score: measures.score, sharpness: measures.sharpness };
  }

  async function verify(registered: ArrayLike<number>, captures: Buffer[]): Promise<VerifyResult> {
    assertDescriptor(registered, 'registered descriptor');
    if (!Array.isArray(captures) || captures.length === 0) throw new RangeError('verify needs at least one capture');
    const started = performance.now();
    // Every frame is queued at once; with several workers they are analysed side by side.
    const results = await Promise.all(captures.map((capture) => describe(capture)));
    const frames: VerifyFrame[] = results.map((r, index) =>
      r.ok
        ? {
            index,
            ok: true,
            distance: euclideanDistance(registered, r.descriptor),
            sharpness: r.sharpness,
            timing: r.timing,
          }
        : { index, ok: false, reason: r.reason, sharpness: r.sharpness, timing: r.timing },
    );
    const distances = frames.flatMap((f) => (f.distance === undefined ? [] : [f.distance]));
    const distance = combineDistances(distances);
    const counts = new Map<FaceReason, number>();
    for (const f of frames) if (f.reason) counts.set(f.reason, (counts.get(f.reason) ?? 0) + 1);
    const reasons = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([reason]) => reason);
    return {
      match: distances.length >= minFrames && distance !== null && distance < threshold,
      distance,
      threshold,
      frames,
      reasons,
      totalMs: performance.now() - started,
    };
  }

  return {
    describe,
    verify,
    compare: euclideanDistance,
    warmUp: () => pool.warmUp(),
    close: () => pool.close(),
    stats: () => pool.stats(),
  };
}
