// A camera for the face check in Chromium: a Y4M file made at test time from a shipped photograph, played by
// Chromium's fake capture device (--use-file-for-fake-video-capture) in a browser of its own.
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { launch } from './browser';

/** Where a package is installed (the face packages' exports do not list their picture files). */
function packageDir(name: string): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) throw new Error(`${name} is not installed`);
  }
}
const WIDTH = 640;
const HEIGHT = 480;

/**
 * The face-api author in @vladmandic/human's FaceID demo (MIT): the same man as face-api's webcam screenshot, the
 * photo the face API tests (and the demo face seed) register.
 */
export const FACE_ID_PHOTO = () => join(packageDir('@vladmandic/human'), 'assets/screenshot-faceid.jpg');
/** face-api's webcam screenshot (MIT): the photo the demo face seed and the face API tests register. */
export const WEBCAM_PHOTO = () => join(packageDir('@vladmandic/face-api'), 'demo/screenshot-webcam.png');

/** BT.601 studio-range I420 planes of a WIDTH x HEIGHT RGB picture. */
function i420(rgb: Buffer): Buffer {
  const y = Buffer.alloc(WIDTH * HEIGHT);
  const u = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2));
  const v = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2));
  const at = (x: number, row: number) => (row * WIDTH + x) * 3;
  for (let row = 0; row < HEIGHT; row++) {
    for (let x = 0; x < WIDTH; x++) {
      const p = at(x, row);
      y[row * WIDTH + x] = Math.round(16 + (65.481 * rgb[p]! + 128.553 * rgb[p + 1]! + 24.966 * rgb[p + 2]!) / 255);
    }
  }
  for (let row = 0; row < HEIGHT; row += 2) {
    for (let x = 0; x < WIDTH; x += 2) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const p = at(x + dx, row + dy);
        r += rgb[p]! / 4;
        g += rgb[p + 1]! / 4;
        b += rgb[p + 2]! / 4;
      }
      const c = (row / 2) * (WIDTH / 2) + x / 2;
      u[c] = Math.round(128 + (-37.797 * r - 74.203 * g + 112 * b) / 255);
      v[c] = Math.round(128 + (112 * r - 93.786 * g - 18.214 * b) / 255);
    }
  }
  return Buffer.concat([y, u, v]);
}

/** Writes a two-frame 640x480 Y4M of the FaceID photo's face (Chromium loops it) into a temp dir; returns its path. */
export async function faceY4m(): Promise<string> {
  const rgb = await sharp(FACE_ID_PHOTO())
    // The photo's face sits at about (14..154, 142..282) of 800x564: scaled down (never up: the engine refuses a blurred
    // face) to fill the frame, keeping its left side.
    .resize(WIDTH, HEIGHT, { fit: 'cover', position: 'left' })
    .removeAlpha()
    .raw()
    .toBuffer();
  const frame = Buffer.concat([Buffer.from('FRAME\n'), i420(rgb)]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F25:1 Ip A1:1 C420jpeg\n`);
  const file = join(mkdtempSync(join(tmpdir(), 'etp-camera-')), 'face.y4m');
  writeFileSync(file, Buffer.concat([header, frame, frame]));
  return file;
}

/** A Chromium whose camera shows `y4m` and which grants the camera without asking. */
export function launchWithCamera(y4m: string): Promise<Browser> {
  return launch([
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${y4m}`,
    '--autoplay-policy=no-user-gesture-required',
  ]);
}
