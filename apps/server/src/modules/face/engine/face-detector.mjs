// The face detector of the worker (face-worker.mjs): MediaPipe's BlazeFace, "back" variant (256 px input, made
// for faces at some distance from the camera), as converted to TensorFlow.js and shipped in @vladmandic/human's
// `models/` folder (human: MIT; the BlazeFace model: Apache-2.0, Google MediaPipe). Only the model files are
// used; human's own code never loads.
//
// Why not face-api's detectors (figures in README.md, "Detector"): its SSD MobileNet v1 always runs at 512x512
// and took ~85% of a frame's CPU (~0.4 s); its TinyFaceDetector is fast but missed people (a group photo of
// three passed as one face) and draws looser boxes, which carried the size and sharpness gates the wrong way.
// BlazeFace counts the people SSD counted in face-api's group photos but one (each photo is still refused),
// finds the one face in more of the camera-condition variants (51 of 52, SSD 45), and draws boxes close to
// SSD's, for ~1/8 of its CPU.
// Plain JavaScript for the same reason as the worker (see its header).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The model's input side, in pixels. */
const INPUT_SIDE = 256;
/** Candidate boxes overlapping an already kept one by more than this (intersection over union) are that face. */
const SAME_FACE_IOU = 0.3;

/**
 * Where each of the model's 896 candidate boxes is anchored, as x, y pairs in input pixels: MediaPipe's SSD
 * anchors for this model, 2 per cell of the 16 px grid, then 6 per cell of the 32 px grid.
 */
function anchorCentres() {
  const centres = [];
  for (const [stride, perCell] of [
    [16, 2],
    [32, 6],
  ]) {
    const cells = INPUT_SIDE / stride;
    for (let y = 0; y < cells; y++) {
      for (let x = 0; x < cells; x++) {
        for (let k = 0; k < perCell; k++) centres.push(stride * (x + 0.5), stride * (y + 0.5));
      }
    }
  }
  return Float32Array.from(centres);
}

function greatestCommonDivisor(a, b) {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

function overlap(a, b) {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  if (w <= 0 || h <= 0) return 0;
  return (w * h) / (a.width * a.height + b.width * b.height - w * h);
}

/**
 * Loads BlazeFace from disk (its `.json` names its weight files) with the given TensorFlow.js, whose backend is
 * already set. `require` resolves packages from the worker's folder.
 */
export async function loadFaceDetector(tf, require) {
  // human's package.json has no `./models/...` export: its folder is found from its main entry (resolved, not loaded).
  const dir = join(dirname(require.resolve('@vladmandic/human')), '..', 'models');
  const { modelTopology, weightsManifest } = JSON.parse(readFileSync(join(dir, 'blazeface.json'), 'utf8'));
  const weights = Buffer.concat(weightsManifest.flatMap((group) => group.paths.map((p) => readFileSync(join(dir, p)))));
  const model = await tf.loadGraphModel(
    tf.io.fromMemory({
      modelTopology,
      weightSpecs: weightsManifest.flatMap((group) => group.weights),
      weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength),
    }),
  );
  const anchors = anchorCentres();

  /**
   * The faces in an RGB image tensor [height, width, 3] scoring at least `minConfidence`, best first:
   * `{ score, box: { x, y, width, height } }` in image pixels (boxes may reach past the image's edges).
   */
  async function detect(image, minConfidence) {
    const [height, width] = image.shape;
    const side = Math.max(width, height);
    // The model wants the image padded to a square with black, shrunk to the input side and brought to [-1, 1].
    // Padding the full square first copies the whole image (~10 ms on the wasm backend). Instead the image is
    // padded only up to a multiple of `block`, the smallest length that shrinks to whole input pixels at this
    // scale (5 px for a 640 px side; 640x480 and 640x360 frames need nothing), shrunk at the same scale, and
    // padded to the square after with -1 (black, normalised): the same input, value for value.
    const block = side / greatestCommonDivisor(side, INPUT_SIDE);
    const [fitHeight, fitWidth] = [height, width].map((n) => Math.ceil(n / block) * block);
    const [inputHeight, inputWidth] = [fitHeight, fitWidth].map((n) => (n * INPUT_SIDE) / side);
    const [logitsTensor, boxesTensor] = tf.tidy(() => {
      const fit =
        fitHeight === height && fitWidth === width
          ? image
          : tf.pad(image, [
              [0, fitHeight - height],
              [0, fitWidth - width],
              [0, 0],
            ]);
      const resized = tf.image.resizeBilinear(tf.expandDims(fit, 0), [inputHeight, inputWidth]);
      const padding = [
        [0, 0],
        [0, INPUT_SIDE - inputHeight],
        [0, INPUT_SIDE - inputWidth],
        [0, 0],
      ];
      const outputs = model.execute(tf.pad(tf.sub(tf.div(resized, 127.5), 1), padding, -1));
      // Two heads (512 anchors on the 16 px grid, 384 on the 32 px grid), each giving one score logit [1, n, 1]
      // and 16 numbers [1, n, 16] per anchor: box centre offset, box size, 6 key points.
      const head = (channels) => outputs.filter((t) => t.shape[2] === channels).sort((a, b) => b.shape[1] - a.shape[1]);
      return [tf.concat(head(1), 1), tf.concat(head(16), 1)];
    });
    let logits;
    let raw;
    try {
      [logits, raw] = await Promise.all([logitsTensor.data(), boxesTensor.data()]);
    } finally {
      logitsTensor.dispose();
      boxesTensor.dispose();
    }
    if (logits.length * 2 !== anchors.length) throw new Error(`face detector gave ${logits.length} boxes`);
    const scale = side / INPUT_SIDE;
    const candidates = [];
    for (let i = 0; i < logits.length; i++) {
      const score = 1 / (1 + Math.exp(-logits[i]));
      const w = raw[i * 16 + 2];
      const h = raw[i * 16 + 3];
      if (score < minConfidence || !(w > 0 && h > 0)) continue;
      const cx = anchors[i * 2] + raw[i * 16];
      const cy = anchors[i * 2 + 1] + raw[i * 16 + 1];
      const box = { x: (cx - w / 2) * scale, y: (cy - h / 2) * scale, width: w * scale, height: h * scale };
      candidates.push({ score, box });
    }
    candidates.sort((a, b) => b.score - a.score);
    const faces = [];
    for (const c of candidates) if (faces.every((f) => overlap(f.box, c.box) <= SAME_FACE_IOU)) faces.push(c);
    return faces;
  }

  return { detect, inputSide: INPUT_SIDE };
}
