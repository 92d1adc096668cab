// Reads a face form (multipart): 1 to FACE_MAX_FRAMES image parts named "file" and a few short text fields.
import { FACE_FRAME_MAX_BYTES, FACE_MAX_FRAMES } from '@etp/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '@/lib/errors.ts';

export interface FaceForm {
  frames: Buffer[];
  fields: Record<string, string>;
}

/** The multipart parser's limits for face forms (registered once per route plugin). */
export const FACE_MULTIPART_LIMITS = {
  throwFileSizeLimit: false,
  limits: {
    fileSize: FACE_FRAME_MAX_BYTES,
    files: FACE_MAX_FRAMES + 1,
    fields: 5,
    parts: FACE_MAX_FRAMES + 6,
    fieldSize: 200,
  },
} as const;

function asClientError(error: unknown): unknown {
  const status = (error as { statusCode?: number }).statusCode;
  return status && status < 500 ? error : new AppError(400, 'upload.bad_form');
}

export async function readFaceForm(request: FastifyRequest): Promise<FaceForm> {
  if (!request.isMultipart()) throw new AppError(415, 'upload.not_multipart');
  const frames: Buffer[] = [];
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname !== 'file') continue;
        if (part.file.truncated) throw badRequest('face.frame_too_large', { fields: { file: 'face.frame_too_large' } });
        if (data.length > 0) frames.push(data);
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw error instanceof AppError ? error : asClientError(error);
  }
  if (frames.length === 0 || frames.length > FACE_MAX_FRAMES)
    throw badRequest('face.frames_required', { fields: { file: 'face.frames_required' } });
  return { frames, fields };
}
