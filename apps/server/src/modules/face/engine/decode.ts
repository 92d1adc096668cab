// Turns an uploaded image into the raw RGB pixels the worker analyses: one decoder (sharp) for enrolment and
// verification alike, since descriptors of the same photo differ slightly between decoders.
import type { Sharp, SharpOptions } from 'sharp';

export interface DecodedImage {
  /** Packed RGB, 3 bytes a pixel, row after row. */
  rgb: Uint8Array;
  width: number;
  height: number;
}

export type DecodeOutcome = { ok: true; image: DecodedImage } | { ok: false; detail: string };

export interface DecodeLimits {
  maxSide: number;
  maxBytes: number;
  maxPixels: number;
  /** Images whose shorter side is below this cannot hold a face big enough to check. */
  minSide: number;
}

/** What a browser camera capture arrives as; anything else (SVG, TIFF, PDF, GIF...) is not decoded at all. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

type SharpFactory = (input: Buffer, options: SharpOptions) => Sharp;
let sharpFactory: Promise<SharpFactory> | null = null;

/**
 * sharp is imported here, in the calling thread, and never in a worker: with glibc its shared libraries
 * must be opened by the main thread, and a worker ended during a sharp call can bring the process down
 * (lovell/sharp#2263). The import waits for the first capture so a server that never checks faces does not
 * load it. Decoding runs in libuv's pool, off the event loop.
 */
function loadSharp(): Promise<SharpFactory> {
  sharpFactory ??= import('sharp').then((m) => m.default as SharpFactory);
  return sharpFactory;
}

export async function decodeImage(input: Buffer, limits: DecodeLimits): Promise<DecodeOutcome> {
  if (!Buffer.isBuffer(input) || input.length === 0) return { ok: false, detail: 'empty upload' };
  if (input.length > limits.maxBytes) return { ok: false, detail: `upload of ${input.length} bytes is too large` };
  const sharp = await loadSharp();
  try {
    const image = sharp(input, { autoOrient: true, limitInputPixels: limits.maxPixels, failOn: 'error' });
    const { format, width = 0, height = 0 } = await image.metadata();
    if (!ACCEPTED_FORMATS.has(format)) return { ok: false, detail: `${format} images are not accepted` };
    if (Math.min(width, height) < limits.minSide) return { ok: false, detail: `${width}x${height} is too small` };
    const { data, info } = await image
      .resize({ width: limits.maxSide, height: limits.maxSide, fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) return { ok: false, detail: `decoded to ${info.channels} channels` };
    // A copy in an ordinary ArrayBuffer, which can be transferred to the worker (sharp's own memory cannot).
    return { ok: true, image: { rgb: new Uint8Array(data), width: info.width, height: info.height } };
  } catch (error) {
    return { ok: false, detail: error instanceof Error ? error.message : String(error) };
  }
}
