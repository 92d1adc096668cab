// Uploaded pictures and documents: checked by content, kept in Storage under uploads/<yyyy>/<mm>/<random>.<ext>.
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { UPLOAD_FILE_MAX_BYTES, UPLOAD_IMAGE_MAX_BYTES, UPLOADS_PATH, type UploadResult } from '@etp/contracts';
import { AppError, badRequest } from '@/lib/errors.ts';
import type { Storage } from '@/lib/storage.ts';
import type { Actor } from '@/plugins/actor.ts';
import { EXT_BY_MIME, MIME_BY_EXT, type Sniffed, sniff } from './sniff.ts';

const KEY_PREFIX = 'uploads/';
/** The only names the server ever hands out; anything else under /uploads/ does not exist. */
const STORED_NAME = /^\d{4}\/\d{2}\/[a-f0-9]{32}\.(png|jpg|gif|webp|pdf|docx|xlsx)$/;
const MB = 1024 * 1024;

export interface IncomingFile {
  filename: string;
  data: Buffer;
  /** True when the data was cut at the multipart size limit. */
  truncated: boolean;
}

export interface StoredUpload {
  stream: Readable;
  size: number;
  mime: string;
  image: boolean;
  name: string;
}

/** The name shown back to the user: no path, no control characters, not too long. */
export function displayName(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f && !'"<>'.includes(c))
    .join('')
    .trim();
  return [...clean].slice(0, 200).join('') || 'file';
}

/**
 * The name a kept file is shown and downloaded under: the client's name with the extension of what the bytes are,
 * never the one the client wrote (issue 26.13: a PDF whose bytes hold HTML, sent as `x.html`, is `x.pdf`; saved under
 * its old name it would open as a page). `ext` is the detected type's (`Sniffed.ext`, `mp4`).
 */
export function typedName(filename: string, ext: string): string {
  const name = displayName(filename);
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  return `${[...stem].slice(0, 190).join('')}.${ext}`;
}

/** The download name of a file kept with its detected type (rows written before names were typed included). */
export const servedName = (name: string, mime: string) => typedName(name, EXT_BY_MIME[mime] ?? 'bin');

/** What the file really is, when it is an accepted type within its size limit; else the refusal (400, 413). */
export function checkUpload(file: IncomingFile): Sniffed {
  const kind: Sniffed | null = sniff(file.data);
  if (!kind) throw badRequest('upload.type_not_allowed');
  if (file.truncated || file.data.length > UPLOAD_FILE_MAX_BYTES) {
    throw new AppError(413, 'upload.file_too_large', { mb: UPLOAD_FILE_MAX_BYTES / MB });
  }
  if (kind.image && file.data.length > UPLOAD_IMAGE_MAX_BYTES) {
    throw new AppError(413, 'upload.image_too_large', { mb: UPLOAD_IMAGE_MAX_BYTES / MB });
  }
  return kind;
}

/** A new name that is never guessed: <yyyy>/<mm>/<32 hex>.<ext>. */
export function storedName(kind: Sniffed): string {
  const now = new Date();
  const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  return `${month}/${randomBytes(16).toString('hex')}.${kind.ext}`;
}

export class UploadService {
  constructor(private readonly storage: Storage) {}

  async save(actor: Actor, file: IncomingFile): Promise<UploadResult> {
    const result = await this.store(file);
    actor.audit({ action: 'upload.create', targetType: 'upload', targetId: result.url, after: result });
    return result;
  }

  /** Checks and keeps a file; the caller describes it (a public form keeps it with its submission). */
  async store(file: IncomingFile): Promise<UploadResult> {
    const kind = checkUpload(file);
    const stored = storedName(kind);
    await this.storage.put(KEY_PREFIX + stored, file.data);
    const result = {
      url: UPLOADS_PATH + stored,
      name: typedName(file.filename, kind.ext),
      size: file.data.length,
      type: kind.mime,
    };
    return result;
  }

  /** A stored upload by the path after /uploads/, or null. */
  async open(path: string): Promise<StoredUpload | null> {
    if (!STORED_NAME.test(path)) return null;
    const info = await this.storage.stat(KEY_PREFIX + path);
    if (!info) return null;
    const ext = path.slice(path.lastIndexOf('.') + 1) as Sniffed['ext'];
    const mime = MIME_BY_EXT[ext];
    return {
      stream: this.storage.read(KEY_PREFIX + path),
      size: info.size,
      mime,
      image: mime.startsWith('image/'),
      name: path.slice(path.lastIndexOf('/') + 1),
    };
  }
}
