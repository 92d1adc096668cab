// The face engine's public shapes: options, per-capture results with reason codes, verification outcome.
import type { FastifyBaseLogger } from 'fastify';

/** Why a capture cannot be used; the API turns each code into a message for the learner. */
export const FACE_REASONS = ['bad_image', 'no_face', 'several_faces', 'face_too_small', 'too_blurry'] as const;
export type FaceReason = (typeof FACE_REASONS)[number];

/** Length of a face-api descriptor. */
export const DESCRIPTOR_LENGTH = 128;

export type FaceEngineLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface FaceEngineOptions {
  /** Worker threads in the pool (default 1); each holds its own models, ~200-250 MB. */
  size?: number;
  /** Largest Euclidean distance that still counts as the same person (default 0.5; face-api's own is 0.6). */
  threshold?: number;
  /** Smallest face box side, in pixels of the analysed image (long side at most `maxSide`), default 48. */
  minFaceSize?: number;
  /** Smallest variance of the Laplacian over the face, averaged down to at most 128 px wide (default 80). */
  minSharpness?: number;
  /** Detector score from which a box counts as a face (default 0.5). */
  minConfidence?: number;
  /** Long side the image is shrunk to before detection (default 640). */
  maxSide?: number;
  /** Uploads above this many bytes are refused as `bad_image` (default 10 MB). */
  maxBytes?: number;
  /** Decoded images above this many pixels are refused as `bad_image` (default 40 megapixels). */
  maxPixels?: number;
  /** `verify` needs at least this many usable frames to say yes (default 1). */
  minFrames?: number;
  /** A worker that has not answered a call within this time is ended and the call rejected (default 30 s). */
  taskTimeoutMs?: number;
  logger?: FaceEngineLogger;
}

export interface FaceBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Milliseconds spent on one capture, for the caller to record. */
export interface FaceTiming {
  /** Decoding and shrinking with sharp, in the calling thread's libuv pool. */
  decodeMs: number;
  /** Waiting for a free worker, including starting one on first use. */
  queueMs: number;
  /** Detection, landmarks, descriptor and sharpness inside the worker. */
  workerMs: number;
  /** Of workerMs: finding the faces (0 when the image was not analysed). */
  detectMs: number;
  /** Of workerMs: landmarks, alignment and descriptor (0 when a gate refused the capture first). */
  descriptorMs: number;
  totalMs: number;
}

interface FaceMeasures {
  /** Faces the detector found. */
  faces: number;
  /** Size of the analysed image (after shrinking). */
  width: number;
  height: number;
  /** The (largest) face, in analysed-image pixels. */
  box?: FaceBox;
  /** Detector score of that face. */
  score?: number;
  /** Variance of the Laplacian over that face. */
  sharpness?: number;
  timing: FaceTiming;
}

export interface FaceAccepted extends FaceMeasures {
  ok: true;
  descriptor: number[];
  box: FaceBox;
  score: number;
  sharpness: number;
}

export interface FaceRejected extends FaceMeasures {
  ok: false;
  reason: FaceReason;
  /** For logs only, never shown to users (e.g. the decoder's message). */
  detail?: string;
}

export type FaceResult = FaceAccepted | FaceRejected;

export interface VerifyFrame {
  index: number;
  ok: boolean;
  reason?: FaceReason;
  /** Distance to the registered descriptor, for usable frames. */
  distance?: number;
  sharpness?: number;
  timing: FaceTiming;
}

export interface VerifyResult {
  match: boolean;
  /** Median distance over the usable frames; null when none was usable. */
  distance: number | null;
  threshold: number;
  frames: VerifyFrame[];
  /** Distinct reasons of the refused frames, most frequent first. */
  reasons: FaceReason[];
  totalMs: number;
}

export interface FaceEngineStats {
  size: number;
  workers: number;
  busy: number;
  queued: number;
  completed: number;
  failed: number;
  crashes: number;
}

export interface FaceEngine {
  /** Checks one capture against the quality gates and, when it passes, returns its descriptor. */
  describe(image: Buffer): Promise<FaceResult>;
  /** Euclidean distance between two descriptors (no worker needed). */
  compare(a: ArrayLike<number>, b: ArrayLike<number>): number;
  /** Describes every capture and compares the usable ones with the registered descriptor. */
  verify(registered: ArrayLike<number>, captures: Buffer[]): Promise<VerifyResult>;
  /** Starts the workers now instead of on first use (e.g. before a benchmark). */
  warmUp(): Promise<void>;
  close(): Promise<void>;
  stats(): FaceEngineStats;
}
