// A replay as it is kept: from a full snapshot on (a replayer cannot start anywhere else), at most the configured bytes
// of JSON. A longer recording is cut at a later full snapshot; one without a snapshot that fits is not kept.
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';

// In the thread pool: a replay of a megabyte takes a while to compress, the event loop does not wait for it.
const compress = promisify(gzip);
const decompress = promisify(gunzip);

/** rrweb's event types this needs: a Meta event (page size) comes right before each full snapshot. */
const META = 4;
const FULL_SNAPSHOT = 2;

export interface ReplayEvent {
  type: number;
  timestamp: number;
}

export interface KeptReplay {
  /** The events' JSON, gzip-compressed. */
  gzip: Buffer;
  /** Bytes of the JSON. */
  bytes: number;
  /** It starts at a later full snapshot than the recording did. */
  cut: boolean;
}

/** Where each replay may start: at a full snapshot, or at the Meta event right before it. */
function startsOf(events: ReplayEvent[]): number[] {
  const starts: number[] = [];
  for (const [i, event] of events.entries()) {
    if (event.type !== FULL_SNAPSHOT) continue;
    starts.push(i > 0 && events[i - 1]?.type === META ? i - 1 : i);
  }
  return starts;
}

/**
 * The longest tail of the recording that starts at a full snapshot and whose JSON is at most `maxBytes`, or null.
 * Events are sorted by time first: the browser sends them in order, but nothing it sends is trusted to be.
 */
export async function keepReplay(events: ReplayEvent[], maxBytes: number): Promise<KeptReplay | null> {
  const sorted = [...events].sort((a, b) => a.timestamp - b.timestamp);
  const starts = startsOf(sorted);
  if (starts.length === 0) return null;
  const sizes = sorted.map((event) => Buffer.byteLength(JSON.stringify(event)));
  // JSON of events i.. : their sizes, the commas between them and the two brackets.
  const tail = new Array<number>(sorted.length + 1).fill(0);
  for (let i = sorted.length - 1; i >= 0; i--) tail[i] = (tail[i + 1] ?? 0) + (sizes[i] ?? 0) + 1;
  const start = starts.find((i) => (tail[i] ?? 0) + 1 <= maxBytes);
  if (start === undefined) return null;
  const json = JSON.stringify(sorted.slice(start));
  return { gzip: await compress(json), bytes: Buffer.byteLength(json), cut: start !== (starts[0] ?? 0) };
}

/** The JSON text of a kept replay. */
export const replayJson = async (packed: Buffer) => (await decompress(packed)).toString('utf8');
