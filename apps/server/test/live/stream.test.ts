// The simulated live stream (issue 13): a sliding playlist driven by the clock, a VOD after the end, and a pass in
// the query that only the class's students, trainers, teacher and staff get.
import type { LiveWatch } from '@etp/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DEMO_SEGMENTS,
  LIVE_WINDOW,
  livePlaylist,
  SEGMENT_SECONDS,
  vodPlaylist,
} from '../../src/modules/live/playlist.ts';
import { type Api, testApp } from '../helpers.ts';
import { OTHER_STUDENT, OTHER_TRAINER, seededSessions } from './fixtures.ts';

const startsAt = new Date('2026-11-23T08:00:00Z');
const at = (seconds: number) =>
  livePlaylist({ startsAt, now: new Date(startsAt.getTime() + seconds * 1000), query: '?t=x' });
const tag = (playlist: string, name: string) => Number(new RegExp(`#${name}:(\\d+)`).exec(playlist)?.[1]);
const segments = (playlist: string) => [...playlist.matchAll(/segments\/(\d+)\.ts\?t=x/g)].map((m) => Number(m[1]));

describe('the sliding playlist', () => {
  it('lists a window of segments whose media sequence advances with the clock', () => {
    const early = at(SEGMENT_SECONDS * 10 + 1);
    const later = at(SEGMENT_SECONDS * 13 + 1);
    expect(tag(early, 'EXT-X-MEDIA-SEQUENCE')).toBe(10 - LIVE_WINDOW);
    expect(tag(later, 'EXT-X-MEDIA-SEQUENCE')).toBe(13 - LIVE_WINDOW);
    expect(segments(early)).toHaveLength(LIVE_WINDOW);
    expect(early).not.toContain('#EXT-X-ENDLIST');
    expect(early).not.toContain('PLAYLIST-TYPE');
  });

  it('loops over the demo segments with a discontinuity at each loop', () => {
    const wrapped = at(SEGMENT_SECONDS * (DEMO_SEGMENTS + 2) + 1);
    expect(segments(wrapped)).toEqual([8, 9, 0, 1]);
    expect(wrapped.match(/#EXT-X-DISCONTINUITY\n/g)).toHaveLength(1);
    expect(tag(wrapped, 'EXT-X-DISCONTINUITY-SEQUENCE')).toBe(0);
    const second = at(SEGMENT_SECONDS * (2 * DEMO_SEGMENTS + LIVE_WINDOW) + 1);
    expect(tag(second, 'EXT-X-DISCONTINUITY-SEQUENCE')).toBe(2);
    expect(second).not.toContain('#EXT-X-DISCONTINUITY\n');
  });

  it('starts with a full window from the first second', () => {
    expect(segments(at(0))).toEqual([0, 1, 2, 3]);
    expect(tag(at(0), 'EXT-X-MEDIA-SEQUENCE')).toBe(0);
  });

  it('plays the replay as one finished VOD', () => {
    const vod = vodPlaylist({ query: '?t=x' });
    expect(vod).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(vod.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
    expect(segments(vod)).toEqual([...Array(DEMO_SEGMENTS).keys()]);
  });
});

describe('the stream over HTTP', () => {
  let api: Api;
  beforeAll(async () => {
    api = await testApp();
  });
  afterAll(() => api.close());

  const watch = async (id: number) => {
    const res = await api.as('student').get<LiveWatch>(`/o/v1/live/${id}`);
    expect(res.status).toBe(200);
    return res.body.data;
  };

  it('gives the class student a pass that opens the live playlist and its segments', async () => {
    const { live } = await seededSessions(api);
    const w = await watch(live.id);
    expect(w).toMatchObject({ state: 'live', simulated: true });
    const playlist = await api.anon.get(w.pull_url);
    expect(playlist.status).toBe(200);
    expect(playlist.headers['content-type']).toContain('mpegurl');
    expect(playlist.raw.body).not.toContain('#EXT-X-ENDLIST');
    const first = /^segments\/\S+$/m.exec(playlist.raw.body)?.[0];
    const segment = await api.anon.get(`/o/v1/live/${live.id}/${first}`);
    expect(segment.status).toBe(200);
    expect(segment.headers['content-type']).toBe('video/mp2t');
    expect(segment.raw.rawPayload[0]).toBe(0x47);
  });

  it('serves the replay of an ended session as VOD and refuses an upcoming one', async () => {
    const { ended, upcoming } = await seededSessions(api);
    const vod = await api.anon.get((await watch(ended.id)).pull_url);
    expect(vod.raw.body).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    const early = await api.anon.get((await watch(upcoming.id)).pull_url);
    expect(early.status).toBe(409);
  });

  it('refuses a missing, forged or other session pass', async () => {
    const { live, ended } = await seededSessions(api);
    const w = await watch(live.id);
    expect((await api.anon.get(`/o/v1/live/${live.id}/index.m3u8`)).status).toBe(400);
    const forged = `${w.media_token.slice(0, -2)}xx`;
    const bad = await api.anon.get(`/o/v1/live/${live.id}/index.m3u8`, { query: { t: forged } });
    expect(bad.status).toBe(401);
    const elsewhere = await api.anon.get(`/o/v1/live/${ended.id}/index.m3u8`, { query: { t: w.media_token } });
    expect(elsewhere.status).toBe(401);
    expect((await api.anon.get(`/o/v1/live/${live.id}/segments/0.ts`, { query: { t: forged } })).status).toBe(401);
  });

  // Issue 26.12: a pass held an hour; now 15-20 minutes, renewed by the watch page before it expires.
  it('gives a pass that holds 15 to 20 minutes, and refuses it after', async () => {
    const { ended } = await seededSessions(api);
    const w = await watch(ended.id);
    const left = Date.parse(w.token_expires_at) - Date.now();
    expect(left).toBeGreaterThan(14 * 60_000);
    expect(left).toBeLessThanOrEqual(20 * 60_000);
    expect((await api.anon.get(w.pull_url)).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.parse(w.token_expires_at) + 1000);
      expect((await api.anon.get(w.pull_url)).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives no pass to a student of another class or a trainer of another institution', async () => {
    const { live } = await seededSessions(api);
    expect((await api.as(OTHER_STUDENT).get(`/o/v1/live/${live.id}`)).status).toBe(404);
    expect((await api.as(OTHER_TRAINER).get(`/o/v1/live/${live.id}`)).status).toBe(404);
    expect((await api.as('trainer').get(`/o/v1/live/${live.id}`)).status).toBe(200);
    expect((await api.as('teacher').get(`/o/v1/live/${live.id}`)).status).toBe(200);
  });
});
