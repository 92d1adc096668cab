// The optional rendition job: with ffmpeg on the PATH, a video gets a poster (a frame at 1 s) and an HLS rendition
// (the H.264/AAC streams copied into 6-second segments, no re-encoding). Without ffmpeg the MP4 plays as it is.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { mediaFiles } from '@/db/schema/courses.ts';
import type { Storage } from '@/lib/storage.ts';

let found: boolean | undefined;
/** Whether ffmpeg runs on this machine (asked once). */
export function hasFfmpeg(): boolean {
  found ??= spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0;
  return found;
}

function ffmpeg(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'ignore' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`))));
  });
}

/** Makes the poster and HLS files of one video and records their keys; returns false when there is nothing to do. */
export async function transcodeMedia(db: Db, storage: Storage, mediaId: number): Promise<boolean> {
  const [media] = await db.select().from(mediaFiles).where(eq(mediaFiles.id, mediaId)).limit(1);
  if (media?.kind !== 'video' || media.hlsKey) return false;
  const dir = await mkdtemp(join(tmpdir(), 'etp-hls-'));
  try {
    const source = join(dir, 'source.mp4');
    await pipeline(storage.read(media.storageKey), createWriteStream(source));
    const out = join(dir, 'out');
    await ffmpeg(['-ss', '1', '-i', source, '-frames:v', '1', '-q:v', '5', join(dir, 'poster.jpg')]);
    await mkdir(out);
    await ffmpeg([
      '-i',
      source,
      '-c',
      'copy',
      '-f',
      'hls',
      '-hls_time',
      '6',
      '-hls_playlist_type',
      'vod',
      '-hls_segment_filename',
      join(out, 'seg%03d.ts'),
      join(out, 'index.m3u8'),
    ]);
    const base = media.storageKey.replace(/\.mp4$/, '');
    for (const name of await readdir(out)) await storage.putFile(`${base}/hls/${name}`, join(out, name));
    const posterKey = `${base}/poster.jpg`;
    await storage.putFile(posterKey, join(dir, 'poster.jpg'));
    await db
      .update(mediaFiles)
      .set({ hlsKey: `${base}/hls/index.m3u8`, posterKey })
      .where(eq(mediaFiles.id, mediaId));
    return true;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
