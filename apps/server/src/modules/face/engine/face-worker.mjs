// Worker thread of the face engine: loads the models once, then for each capture finds the faces (BlazeFace,
// face-detector.mjs), applies the quality gates and computes face-api's 128-number descriptor.
//
// Why plain JavaScript (.mjs) and not TypeScript: a worker thread does not inherit the loader hooks of the
// thread that starts it in every runner. Under `node --import tsx` the hooks would be re-registered from
// execArgv, but under vitest the parent module is transformed by Vite in memory and a `.ts` worker entry
// would run with no TypeScript support at all. A `.mjs` file runs as is in both, and in a build with no
// loader; the pool starts it with `execArgv: []` so nothing extra is loaded. Its messages are typed on
// the pool side (pool.ts, WorkerReply; engine.ts, WorkerOutput).
//
// Why these files: `@vladmandic/face-api`'s main entry needs tfjs-node (its install downloads a native
// binary); `dist/face-api.node-wasm.js` runs on `@tensorflow/tfjs-backend-wasm`, whose `.wasm` files ship in
// the package. `setWasmPaths` is given that folder as a file path, because its default is a CDN. In Node the
// backend picks the SIMD build (`tfjs-backend-wasm-simd.wasm`, ~3x faster than the plain one on these
// convolutions); its threaded build cannot run here (tfjs turns it off in Node, and forced on, its threads are
// started from `blob:` URLs that Node's Worker refuses), so each worker computes on one core and
// `setThreadsCount` has no effect. Models are read from face-api's `model/` folder and human's `models/` folder
// on disk; nothing is downloaded.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { loadFaceDetector } from './face-detector.mjs';

const require = createRequire(import.meta.url);
/** Faces are measured for sharpness at most this wide, so a close face and a far one compare. */
const SHARPNESS_SIDE = 128;

/** @type {{ minConfidence: number; minFaceSize: number; minSharpness: number }} */
const gates = workerData;
let tf;
let faceapi;
let detector;

async function init() {
  tf = require('@tensorflow/tfjs');
  const wasm = require('@tensorflow/tfjs-backend-wasm');
  faceapi = require('@vladmandic/face-api/dist/face-api.node-wasm.js');
  wasm.setWasmPaths(`${dirname(require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'))}/`);
  // One thread per engine: the pool's size, not the wasm backend, decides how many cores face checks use.
  tf.env().set('WASM_HAS_MULTITHREAD_SUPPORT', false);
  if (!(await tf.setBackend('wasm'))) throw new Error('the tfjs wasm backend did not start');
  await tf.ready();
  const modelDir = join(dirname(require.resolve('@vladmandic/face-api/package.json')), 'model');
  await faceapi.nets.faceLandmark68Net.loadFromDisk(modelDir);
  await faceapi.nets.faceRecognitionNet.loadFromDisk(modelDir);
  detector = await loadFaceDetector(tf, require);
  await warmUp();
}

/**
 * One pass of each model on blank input before the worker says it is ready: the backend prepares each layer on
 * its first run (a few hundred ms in all), which would otherwise land on the first capture. Every model's
 * input has a fixed size, so one pass covers any capture.
 */
async function warmUp() {
  const side = detector.inputSide;
  const blank = tf.zeros([side, side, 3], 'int32');
  try {
    await detector.detect(blank, 1);
    await faceapi.nets.faceLandmark68Net.detectLandmarks(blank);
    await faceapi.nets.faceRecognitionNet.computeFaceDescriptor(blank);
  } finally {
    blank.dispose();
  }
}

/** Integer box clipped to the image. */
function clip(box, width, height) {
  const x = Math.max(0, Math.floor(box.x));
  const y = Math.max(0, Math.floor(box.y));
  const right = Math.min(width, Math.ceil(box.x + box.width));
  const bottom = Math.min(height, Math.ceil(box.y + box.height));
  return { x, y, width: Math.max(0, right - x), height: Math.max(0, bottom - y) };
}

/**
 * Variance of the Laplacian over the face: high when edges are crisp, low when blurred. The face is
 * first averaged down to at most SHARPNESS_SIDE px wide (never enlarged, which would blur it), because the
 * same face measured at more pixels has softer edges per pixel and would look blurrier than it is.
 */
function faceSharpness(rgb, width, box) {
  const scale = Math.max(1, box.width / SHARPNESS_SIDE);
  const w = Math.max(3, Math.floor(box.width / scale));
  const h = Math.max(3, Math.floor(box.height / scale));
  const grey = new Float32Array(w * h);
  for (let oy = 0; oy < h; oy++) {
    const y0 = box.y + Math.floor(oy * scale);
    const y1 = Math.max(y0 + 1, box.y + Math.floor((oy + 1) * scale));
    for (let ox = 0; ox < w; ox++) {
      const x0 = box.x + Math.floor(ox * scale);
      const x1 = Math.max(x0 + 1, box.x + Math.floor((ox + 1) * scale));
      let sum = 0;
      for (let y = y0; y < y1; y++) {
        for (let x = x0; x < x1; x++) {
          const i = (y * width + x) * 3;
          sum += 0.299 * rgb[i] + 0.587 * rgb[i + 1] + 0.114 * rgb[i + 2];
        }
      }
      grey[oy * w + ox] = sum / ((y1 - y0) * (x1 - x0));
    }
  }
  let n = 0;
  let mean = 0;
  let m2 = 0;
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      const v = grey[i - 1] + grey[i + 1] + grey[i - w] + grey[i + w] - 4 * grey[i];
      n++;
      const d = v - mean;
      mean += d / n;
      m2 += d * (v - mean);
    }
  }
  return n > 0 ? m2 / n : 0;
}

/**
 * The pixels of `box` as a tensor [height, width, 3], cut as face-api's extractFaceTensors cuts (the box clipped
 * to the image, then x, y, width and height each rounded down) but copied row by row from the RGB bytes: the
 * same values in well under a millisecond, where tf.slice on the wasm backend took ~10 ms.
 */
function cropOf(rgb, width, height, box) {
  const x = Math.max(box.x, 0);
  const y = Math.max(box.y, 0);
  const w = Math.floor(Math.min(box.x + box.width - x, width - x));
  const h = Math.floor(Math.min(box.y + box.height - y, height - y));
  if (!(w > 0 && h > 0)) throw new Error('face box outside the image');
  const [left, top] = [Math.floor(x), Math.floor(y)];
  const pixels = new Int32Array(w * h * 3);
  for (let row = 0; row < h; row++) {
    const from = ((top + row) * width + left) * 3;
    pixels.set(rgb.subarray(from, from + w * 3), row * w * 3);
  }
  return tf.tensor3d(pixels, [h, w, 3], 'int32');
}

/** The landmarks' bounding box padded by 20%: face-api's default alignment (see engine.ts for why). */
async function descriptorOf(rgb, width, height, box) {
  const crop = cropOf(rgb, width, height, box);
  try {
    const landmarks = await faceapi.nets.faceLandmark68Net.detectLandmarks(crop);
    const aligned = landmarks.shiftBy(box.x, box.y).align();
    const face = cropOf(rgb, width, height, aligned);
    try {
      return Array.from(await faceapi.nets.faceRecognitionNet.computeFaceDescriptor(face));
    } finally {
      face.dispose();
    }
  } finally {
    crop.dispose();
  }
}

/** Finds the faces in the RGB bytes (the only full-size tensor, freed at once). */
async function facesIn(rgb, width, height) {
  const image = tf.tensor3d(rgb, [height, width, 3], 'int32');
  try {
    return await detector.detect(image, gates.minConfidence);
  } finally {
    image.dispose();
  }
}

async function analyse({ rgb, width, height }) {
  const started = performance.now();
  const result = { faces: 0, detectMs: 0, descriptorMs: 0 };
  const done = (reason) => ({ ...result, ...(reason ? { reason } : {}), ms: performance.now() - started });
  const detections = await facesIn(rgb, width, height);
  result.detectMs = performance.now() - started;
  result.faces = detections.length;
  if (detections.length === 0) return done('no_face');
  const area = ({ box }) => box.width * box.height;
  const largest = detections.reduce((a, b) => (area(b) > area(a) ? b : a));
  const box = clip(largest.box, width, height);
  Object.assign(result, { box, score: largest.score });
  if (detections.length > 1) return done('several_faces');
  if (Math.min(box.width, box.height) < gates.minFaceSize) return done('face_too_small');
  result.sharpness = faceSharpness(rgb, width, box);
  if (result.sharpness < gates.minSharpness) return done('too_blurry');
  const describing = performance.now();
  result.descriptor = await descriptorOf(rgb, width, height, box);
  result.descriptorMs = performance.now() - describing;
  return done();
}

parentPort.on('message', async (message) => {
  if (message?.type !== 'task') return;
  try {
    parentPort.postMessage({ type: 'result', id: message.id, value: await analyse(message.payload) });
  } catch (error) {
    parentPort.postMessage({ type: 'error', id: message.id, message: error?.message ?? String(error) });
  }
});

try {
  await init();
  parentPort.postMessage({ type: 'ready' });
} catch (error) {
  parentPort.postMessage({ type: 'init-error', message: error?.message ?? String(error) });
}
