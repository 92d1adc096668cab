// The simulated live stream (issue 13): the demo segments shipped in demo-stream/ published as a sliding live
// playlist driven by the clock (looping, with a discontinuity at each loop), or, after the session, as one VOD.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Seconds of each demo segment (demo-stream/README.md says how they were made). */
export const SEGMENT_SECONDS = 4;
export const DEMO_SEGMENTS = 10;
/** Segments a live playlist lists: the newest ones, as a live encoder's window would. */
export const LIVE_WINDOW = 4;

const DEMO_DIR = fileURLToPath(new URL('./demo-stream/', import.meta.url));
const cache = new Map<number, Buffer>();

/** The bytes of demo segment `n` (0 .. DEMO_SEGMENTS-1), read once. */
export function demoSegment(n: number): Buffer | null {
  if (!Number.isInteger(n) || n < 0 || n >= DEMO_SEGMENTS) return null;
  let bytes = cache.get(n);
  if (!bytes) {
    bytes = readFileSync(`${DEMO_DIR}seg${n}.mpegts`);
    cache.set(n, bytes);
  }
  return bytes;
}

interface PlaylistInput {
  startsAt: Date;
  now: Date;
  /** Appended to every segment address (the media token). */
  query: string;
}

const header = (extra: string[]) => [
  '#EXTM3U',
  '#EXT-X-VERSION:3',
  `#EXT-X-TARGETDURATION:${SEGMENT_SECONDS}`,
  ...extra,
];
const segmentLine = (n: number, query: string) => [
  `#EXTINF:${SEGMENT_SECONDS.toFixed(3)},`,
  `segments/${n}.ts${query}`,
];

/**
 * The live playlist at `now`: segment number s (counted from the start) has been "produced" once its 4 s are over;
 * the window lists the newest LIVE_WINDOW of them, so EXT-X-MEDIA-SEQUENCE advances by one every 4 s. Segment s
 * plays demo segment s mod DEMO_SEGMENTS; each loop back to 0 is a discontinuity (timestamps restart).
 */
export function livePlaylist({ startsAt, now, query }: PlaylistInput): string {
  const produced = Math.max(0, Math.floor((now.getTime() - startsAt.getTime()) / (SEGMENT_SECONDS * 1000)));
  const last = Math.max(produced, LIVE_WINDOW) - 1;
  const first = last - LIVE_WINDOW + 1;
  const lines = header([
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / DEMO_SEGMENTS)}`,
  ]);
  for (let s = first; s <= last; s++) {
    const n = s % DEMO_SEGMENTS;
    if (n === 0 && s !== first) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(...segmentLine(n, query));
  }
  return `${lines.join('\n')}\n`;
}

/** The replay: the same stream once, as a finished VOD. */
export function vodPlaylist({ query }: Pick<PlaylistInput, 'query'>): string {
  const lines = header(['#EXT-X-PLAYLIST-TYPE:VOD', '#EXT-X-MEDIA-SEQUENCE:0']);
  for (let n = 0; n < DEMO_SEGMENTS; n++) lines.push(...segmentLine(n, query));
  lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}
