// The MP4 reader on damaged files, and the optional ffmpeg job: HLS playlist, segments and poster served with the
// same token (the job runs only where ffmpeg exists; tests call its one step directly).
import { spawnSync } from 'node:child_process';
import { MEDIA_API } from '@etp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bufferReader, readMp4 } from '../../src/modules/courses/index.ts';
import { type Api, testApp } from '../helpers.ts';
import { courseWithVideo, DEMO_MP4 } from './fixtures.ts';

const ffmpeg = spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0;

describe('the MP4 reader', () => {
  it('reads the demo video: 20 s, 640x360, avc1 and mp4a', async () => {
    expect(await readMp4(bufferReader(DEMO_MP4), DEMO_MP4.length)).toEqual({
      durationSeconds: 20,
      width: 640,
      height: 360,
      codecs: ['avc1', 'mp4a'],
    });
  });

  it('refuses a cut-off file and a box that claims more than the file holds', async () => {
    const cut = DEMO_MP4.subarray(0, DEMO_MP4.length - 1000);
    await expect(readMp4(bufferReader(cut), cut.length)).rejects.toMatchObject({ problem: 'not_mp4' });
    const lying = Buffer.from(DEMO_MP4);
    lying.writeUInt32BE(0x7fffffff, 0);
    await expect(readMp4(bufferReader(lying), lying.length)).rejects.toMatchObject({ problem: 'not_mp4' });
  });
});

describe.skipIf(!ffmpeg)('the HLS rendition job (ffmpeg)', () => {
  let api: Api;
  beforeAll(async () => {
    api = await testApp();
  });
  afterAll(() => api.close());

  it('makes a playlist, segments and a poster, and serves them with the token', async () => {
    const { mediaId } = await courseWithVideo(api, '转码课程');
    expect(await api.app.courses.transcode(mediaId)).toBe(true);
    const admin = (await api.app.db.query.users.findFirst({ where: (u, { eq }) => eq(u.username, 'admin') }))!;
    const access = api.app.courses.mediaAccess;
    const playlist = await api.anon.get(access.url(mediaId, admin.id, 'hls'));
    expect(playlist.status).toBe(200);
    expect(playlist.headers['content-type']).toContain('mpegurl');
    const segment = playlist.raw.body.split('\n').find((line) => line.startsWith('seg'));
    expect(segment).toMatch(/^seg\d+\.ts\?t=/);
    const served = await api.anon.get(MEDIA_API.hls(mediaId, segment!));
    expect(served.status).toBe(200);
    expect(served.raw.rawPayload[0]).toBe(0x47); // MPEG-TS sync byte
    const poster = await api.anon.get(access.url(mediaId, admin.id, 'poster'));
    expect(poster.status).toBe(200);
    expect(poster.raw.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });
});
