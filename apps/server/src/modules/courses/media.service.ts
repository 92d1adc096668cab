// Uploaded videos: streamed to a temporary file while hashed and counted, read as an MP4 by the server (duration,
// size, codecs), kept in Storage under a content-addressed key (media/<sha256>.mp4) and served in byte ranges.
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MediaRow } from '@etp/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { mediaFiles } from '@/db/schema/courses.ts';
import { AppError, notFound } from '@/lib/errors.ts';
import type { ByteRange, Storage } from '@/lib/storage.ts';
import { typedName } from '@/modules/uploads/index.ts';
import type { Actor } from '@/plugins/actor.ts';
import type { MediaAccess } from './media-access.ts';
import { Mp4Error, readMp4 } from './mp4.ts';

const MB = 1024 * 1024;
type MediaFile = typeof mediaFiles.$inferSelect;

export interface IncomingVideo {
  filename: string;
  stream: Readable;
  /** True once the stream was cut at the size limit (read after the stream ended). */
  truncated: () => boolean;
}

export interface ServedFile {
  key: string;
  size: number;
  mime: string;
}

/** The storage key of a video with this content. */
export const videoKey = (sha256: string) => `media/${sha256}.mp4`;

export function mp4Refusal(error: Mp4Error): AppError {
  const key = `media.${error.problem}` as const;
  return new AppError(400, key, { codecs: error.codecs.join(', ') || '?' }, { fields: { file: key } });
}

export class MediaService {
  constructor(
    private readonly db: Db,
    private readonly storage: Storage,
    readonly access: MediaAccess,
    private readonly maxBytes: number,
  ) {}

  toRow(m: MediaFile, userId: number, nowMs = Date.now()): MediaRow {
    return {
      id: m.id,
      kind: m.kind,
      original_name: m.originalName,
      mime: m.mime,
      size_bytes: m.sizeBytes,
      duration_seconds: m.durationSeconds,
      width: m.width,
      height: m.height,
      status: m.status,
      file_url: this.access.url(m.id, userId, 'file', nowMs),
      poster_url: m.posterKey ? this.access.url(m.id, userId, 'poster', nowMs) : null,
      hls_url: m.hlsKey ? this.access.url(m.id, userId, 'hls', nowMs) : null,
      expires_at: this.access.expiresAt(nowMs).toISOString(),
    };
  }

  async find(id: number): Promise<MediaFile | null> {
    const [row] = await this.db.select().from(mediaFiles).where(eq(mediaFiles.id, id)).limit(1);
    return row ?? null;
  }

  /** Reads, checks and keeps an uploaded video; the same content uploaded twice is one file. */
  async upload(actor: Actor, video: IncomingVideo): Promise<{ row: MediaFile; created: boolean }> {
    const dir = await mkdtemp(join(tmpdir(), 'etp-video-'));
    try {
      const path = join(dir, 'upload.mp4');
      const hash = createHash('sha256');
      let size = 0;
      video.stream.on('data', (chunk: Buffer) => {
        hash.update(chunk);
        size += chunk.length;
      });
      await pipeline(video.stream, createWriteStream(path));
      if (video.truncated() || size > this.maxBytes)
        throw new AppError(413, 'media.too_large', { mb: Math.floor(this.maxBytes / MB) });
      const info = await this.readInfo(path, size);
      const sha256 = hash.digest('hex');
      const key = videoKey(sha256);
      const [existing] = await this.db.select().from(mediaFiles).where(eq(mediaFiles.storageKey, key)).limit(1);
      if (existing) {
        // A row without its file (a demo seeded without storage, a lost disk) gets the file back.
        if (!(await this.storage.stat(key))) await this.storage.putFile(key, path);
        return { row: existing, created: false };
      }
      await this.storage.putFile(key, path);
      const [row] = await this.db
        .insert(mediaFiles)
        .values({
          kind: 'video',
          storageKey: key,
          originalName: typedName(video.filename, 'mp4'),
          mime: 'video/mp4',
          sizeBytes: size,
          durationSeconds: info.durationSeconds,
          width: info.width,
          height: info.height,
          createdBy: actor.userId,
        })
        .returning();
      actor.audit({
        action: 'media.upload',
        targetType: 'media',
        targetId: row!.id,
        after: { name: row!.originalName, size, duration_seconds: info.durationSeconds },
      });
      return { row: row!, created: true };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  private async readInfo(path: string, size: number) {
    const handle = await open(path, 'r');
    try {
      return await readMp4(async (offset, length) => {
        const buf = Buffer.alloc(Math.max(0, Math.min(length, size - offset)));
        const { bytesRead } = await handle.read(buf, 0, buf.length, offset);
        return buf.subarray(0, bytesRead);
      }, size);
    } catch (error) {
      if (error instanceof Mp4Error) throw mp4Refusal(error);
      throw error;
    } finally {
      await handle.close();
    }
  }

  /** The stored file behind a media route (the video, its poster, a file of its HLS rendition), or 404. */
  async served(media: MediaFile, part: 'file' | 'poster' | { hls: string }): Promise<ServedFile> {
    let key: string | null;
    let mime: string;
    if (part === 'file') {
      key = media.storageKey;
      mime = media.mime;
    } else if (part === 'poster') {
      key = media.posterKey;
      mime = 'image/jpeg';
    } else {
      if (!media.hlsKey || !/^(index\.m3u8|seg\d{1,5}\.ts)$/.test(part.hls)) throw notFound();
      key = media.hlsKey.replace(/index\.m3u8$/, part.hls);
      mime = part.hls.endsWith('.m3u8') ? 'application/vnd.apple.mpegurl' : 'video/mp2t';
    }
    if (!key) throw notFound();
    const info = await this.storage.stat(key);
    if (!info) throw notFound();
    return { key, size: info.size, mime };
  }

  read(key: string, range?: ByteRange): Readable {
    return this.storage.read(key, range);
  }
}

/**
 * The byte range a Range header asks for (one range; RFC 9110 14.2), 'unsatisfiable' when it lies past the end, or
 * null to send the whole file (no header, a form we do not serve such as several ranges).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (match[2] !== '' && Number(match[2]) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
