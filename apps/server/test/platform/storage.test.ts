// The storage contract, on local disk and on a real S3-compatible server (s3rver, test/s3.ts): the same keys, whole and
// ranged reads, files copied in, deletes, refused keys. Then the app on S3: uploads, video ranges and export files go
// to the bucket and nothing to DATA_DIR.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from '@/lib/s3-storage.ts';
import { LocalStorage, type Storage, under } from '@/lib/storage.ts';
import { courseWithVideo } from '../courses/fixtures.ts';
import { type Api, multipartFile, testApp } from '../helpers.ts';
import { type S3Server, startS3 } from '../s3.ts';

const bytes = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

let s3: S3Server;
const dirs: string[] = [];
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => {
  await s3.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'etp-storage-'));
  dirs.push(dir);
  return dir;
};

const stores: [string, () => Storage][] = [
  ['local disk', () => new LocalStorage(tempDir())],
  [
    'S3 (s3rver)',
    () =>
      new S3Storage({
        bucket: s3.bucket,
        endpoint: s3.endpoint,
        region: 'us-east-1',
        accessKeyId: s3.env.S3_ACCESS_KEY_ID,
        secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY,
        forcePathStyle: true,
        prefix: `contract-${randomBytes(4).toString('hex')}`,
      }),
  ],
];

describe.each(stores)('storage contract: %s', (_name, make) => {
  let store: Storage;
  const body = randomBytes(300_000);
  beforeAll(() => {
    store = make();
  });

  it('keeps a file under its key and reads it whole', async () => {
    await store.put('uploads/2026/11/a.bin', body);
    expect(await store.stat('uploads/2026/11/a.bin')).toEqual({ size: body.length });
    expect(Buffer.compare(await bytes(store.read('uploads/2026/11/a.bin')), body)).toBe(0);
  });

  it('reads the bytes of a range, both ends included', async () => {
    expect(await bytes(store.read('uploads/2026/11/a.bin', { start: 0, end: 99 }))).toEqual(body.subarray(0, 100));
    const tail = await bytes(store.read('uploads/2026/11/a.bin', { start: 299_990, end: 299_999 }));
    expect(tail).toEqual(body.subarray(299_990));
    expect(await bytes(store.read('uploads/2026/11/a.bin', { start: 1000, end: 1000 }))).toEqual(
      body.subarray(1000, 1001),
    );
  });

  it('copies a local file in', async () => {
    const source = join(tempDir(), 'video.mp4');
    const video = randomBytes(1_200_000);
    writeFileSync(source, video);
    await store.putFile('media/abc.mp4', source);
    expect(await store.stat('media/abc.mp4')).toEqual({ size: video.length });
    expect(Buffer.compare(await bytes(store.read('media/abc.mp4')), video)).toBe(0);
  });

  it('answers null for a file that is not there, and a read of it fails', async () => {
    expect(await store.stat('uploads/none.png')).toBeNull();
    await expect(bytes(store.read('uploads/none.png'))).rejects.toThrow();
  });

  it('deletes a file, and deleting it again changes nothing', async () => {
    await store.put('files/exports/x.xlsx', Buffer.from('x'));
    await store.delete('files/exports/x.xlsx');
    expect(await store.stat('files/exports/x.xlsx')).toBeNull();
    await store.delete('files/exports/x.xlsx');
  });

  it('replaces a file written again under the same key', async () => {
    await store.put('face/photos/1.bin', Buffer.from('first'));
    await store.put('face/photos/1.bin', Buffer.from('second, longer'));
    expect((await bytes(store.read('face/photos/1.bin'))).toString()).toBe('second, longer');
  });

  it('refuses keys that climb, start with a slash or hold odd characters', async () => {
    for (const key of ['../etc/passwd', '/abs', 'a/../../b', 'a//b', 'a b', 'uploads/\u0000x']) {
      await expect(store.put(key, Buffer.from('x')), key).rejects.toThrow(/unsafe storage key/);
    }
  });

  it('sees a folder as the same store under a prefix', async () => {
    const files = under(store, 'files');
    await files.put('exports/2026/1/1.xlsx', Buffer.from('sheet'));
    expect(await store.stat('files/exports/2026/1/1.xlsx')).toEqual({ size: 5 });
    expect((await bytes(files.read('exports/2026/1/1.xlsx'))).toString()).toBe('sheet');
  });
});

describe('the app on S3 (S3_* settings)', () => {
  let api: Api;
  let bucket: Storage;
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  beforeAll(async () => {
    const prefix = `app-${randomBytes(4).toString('hex')}`;
    api = await testApp({ ...s3.env, S3_PREFIX: prefix, LOGIN_LIMIT_PER_USERNAME: '1000' });
    bucket = new S3Storage({
      bucket: s3.bucket,
      endpoint: s3.endpoint,
      region: 'us-east-1',
      accessKeyId: s3.env.S3_ACCESS_KEY_ID,
      secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: true,
      prefix,
    });
  });
  afterAll(() => api.close());

  it('uses the bucket, not DATA_DIR', () => {
    expect(api.app.storage).toBeInstanceOf(S3Storage);
  });

  it('keeps an upload in the bucket and serves it from there', async () => {
    const { payload, headers } = multipartFile(PNG, { filename: 'cover.png', contentType: 'image/png' });
    const res = await api.as('admin').post('/a/v1/uploads', payload, { headers });
    expect(res.status, res.raw.body).toBe(201);
    const url: string = res.body.data.url;
    expect(await bucket.stat(url.slice(1))).toEqual({ size: PNG.length });
    expect(existsSync(join(api.config.dataDir, url))).toBe(false);
    const served = await api.anon.get(url);
    expect(served.status).toBe(200);
    expect(served.raw.rawPayload).toEqual(PNG);
  });

  it('serves a video in byte ranges from the bucket', async () => {
    const course = await courseWithVideo(api, 'S3 课程');
    const [media] = await api.app.db.query.mediaFiles.findMany({ where: (m, { eq }) => eq(m.id, course.mediaId) });
    const stored = await bucket.stat(media!.storageKey);
    expect(stored?.size).toBeGreaterThan(1000);
    const admin = (await api.app.db.query.users.findFirst({ where: (u, { eq }) => eq(u.username, 'admin') }))!;
    const url = await api.app.courses.mediaAccess.url(course.mediaId, admin.id, 'file');
    const whole = await api.anon.get(url);
    expect(whole.status).toBe(200);
    const part = await api.anon.get(url, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${stored!.size}`);
    expect(part.raw.rawPayload).toEqual(whole.raw.rawPayload.subarray(100, 200));
  });

  it('writes an export file to the bucket and downloads it from there', async () => {
    const queued = await api.as('admin').post('/a/v1/users/export', { role: 'teacher' });
    expect(queued.status).toBe(201);
    expect(await api.app.exports.runOnce()).toBe(true);
    const list = (await api.as('admin').get('/o/v1/exports')).body.data.list;
    const record = list.find((r: { id: number }) => r.id === queued.body.data.id);
    expect(record.status).toBe('done');
    const job = await api.app.db.query.exportJobs.findFirst({ where: (j, { eq }) => eq(j.id, record.id) });
    expect(await bucket.stat(`files/${job!.fileKey}`)).toEqual({ size: record.size });
    const file = await api.as('admin').get(record.url);
    expect(file.status).toBe(200);
    expect(file.raw.rawPayload.length).toBe(record.size);
    expect(readdirSync(api.config.dataDir).filter((name) => ['uploads', 'media', 'files'].includes(name))).toEqual([]);
  });
});
