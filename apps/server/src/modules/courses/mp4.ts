// Reads what the server needs from an MP4 file's own boxes (ISO/IEC 14496-12): the duration (moov/mvhd timescale and
// duration), the picture size (the video track's tkhd) and each track's sample entry (stsd: avc1, mp4a, ...). The
// client's claims about a file (name, type, length) are never used.

/** Reads `length` bytes at `offset` (fewer at the end of the file). */
export type ReadAt = (offset: number, length: number) => Promise<Buffer>;

export interface Mp4Info {
  durationSeconds: number;
  width: number;
  height: number;
  /** The sample-entry codes of the tracks, in file order (e.g. ['avc1', 'mp4a']). */
  codecs: string[];
}

export type Mp4Problem = 'not_mp4' | 'codec_not_allowed' | 'no_video_track' | 'no_duration';

export class Mp4Error extends Error {
  constructor(
    readonly problem: Mp4Problem,
    readonly codecs: string[] = [],
  ) {
    super(problem);
  }
}

const VIDEO_CODECS = new Set(['avc1', 'avc3']);
const AUDIO_CODECS = new Set(['mp4a']);
/** Containers the parser walks into on the way to mvhd, tkhd, hdlr and stsd. */
const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl']);
/** A moov larger than this is not a plausible upload of this product (it is read into memory). */
const MOOV_MAX_BYTES = 64 * 1024 * 1024;

interface Box {
  type: string;
  /** Where the box's content starts and ends (absolute offsets). */
  start: number;
  end: number;
}

async function boxesIn(read: ReadAt, from: number, to: number): Promise<Box[]> {
  const boxes: Box[] = [];
  let at = from;
  while (at + 8 <= to) {
    const head = await read(at, 16);
    if (head.length < 8) break;
    let size = head.readUInt32BE(0);
    const type = head.toString('latin1', 4, 8);
    let header = 8;
    if (size === 1) {
      if (head.length < 16) throw new Mp4Error('not_mp4');
      size = Number(head.readBigUInt64BE(8));
      header = 16;
    } else if (size === 0) {
      size = to - at;
    }
    if (size < header || at + size > to) throw new Mp4Error('not_mp4');
    boxes.push({ type, start: at + header, end: at + size });
    at += size;
  }
  return boxes;
}

/** Boxes inside a buffer holding the moov (offsets relative to the buffer). */
function children(buf: Buffer, from: number, to: number): Box[] {
  const out: Box[] = [];
  let at = from;
  while (at + 8 <= to) {
    let size = buf.readUInt32BE(at);
    const type = buf.toString('latin1', at + 4, at + 8);
    let header = 8;
    if (size === 1) {
      size = Number(buf.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) size = to - at;
    if (size < header || at + size > to) throw new Mp4Error('not_mp4');
    out.push({ type, start: at + header, end: at + size });
    at += size;
  }
  return out;
}

interface Track {
  handler: string;
  codec: string;
  width: number;
  height: number;
}

function readTrack(buf: Buffer, trak: Box): Track {
  const track: Track = { handler: '', codec: '', width: 0, height: 0 };
  const walk = (box: Box) => {
    for (const child of children(buf, box.start, box.end)) {
      if (CONTAINERS.has(child.type)) walk(child);
      else if (child.type === 'tkhd' && child.end - child.start >= 84) {
        // Width and height are the last two 16.16 fixed-point numbers of tkhd.
        track.width = buf.readUInt32BE(child.end - 8) >>> 16;
        track.height = buf.readUInt32BE(child.end - 4) >>> 16;
      } else if (child.type === 'hdlr' && child.end - child.start >= 12) {
        track.handler = buf.toString('latin1', child.start + 8, child.start + 12);
      } else if (child.type === 'stsd' && child.end - child.start >= 16) {
        // version/flags (4), entry count (4), then the first entry: size (4) and its format code (4).
        track.codec = buf.toString('latin1', child.start + 12, child.start + 16);
      }
    }
  };
  walk(trak);
  return track;
}

function readDuration(buf: Buffer, mvhd: Box): number {
  const version = buf.readUInt8(mvhd.start);
  const timescale = version === 1 ? buf.readUInt32BE(mvhd.start + 20) : buf.readUInt32BE(mvhd.start + 12);
  const duration = version === 1 ? Number(buf.readBigUInt64BE(mvhd.start + 24)) : buf.readUInt32BE(mvhd.start + 16);
  if (!timescale || !duration || duration === 0xffffffff) throw new Mp4Error('no_duration');
  return Math.round(duration / timescale);
}

/** Reads an MP4 of `size` bytes; throws Mp4Error when it is not an MP4 with H.264 video and AAC audio only. */
export async function readMp4(read: ReadAt, size: number): Promise<Mp4Info> {
  try {
    return await parse(read, size);
  } catch (error) {
    // A box that claims more bytes than its parent holds: a damaged or forged file, not a server fault.
    if (error instanceof RangeError) throw new Mp4Error('not_mp4');
    throw error;
  }
}

async function parse(read: ReadAt, size: number): Promise<Mp4Info> {
  const head = await read(0, 12);
  if (head.length < 12 || head.toString('latin1', 4, 8) !== 'ftyp') throw new Mp4Error('not_mp4');
  const top = await boxesIn(read, 0, size);
  const moov = top.find((b) => b.type === 'moov');
  if (!moov || moov.end - moov.start > MOOV_MAX_BYTES) throw new Mp4Error('not_mp4');
  const buf = await read(moov.start, moov.end - moov.start);
  if (buf.length !== moov.end - moov.start) throw new Mp4Error('not_mp4');
  const boxes = children(buf, 0, buf.length);
  const mvhd = boxes.find((b) => b.type === 'mvhd');
  if (!mvhd) throw new Mp4Error('no_duration');
  const tracks = boxes.filter((b) => b.type === 'trak').map((t) => readTrack(buf, t));
  const media = tracks.filter((t) => t.handler === 'vide' || t.handler === 'soun');
  const codecs = media.map((t) => t.codec || '?');
  const allowed = media.every((t) => (t.handler === 'vide' ? VIDEO_CODECS : AUDIO_CODECS).has(t.codec));
  if (!allowed) throw new Mp4Error('codec_not_allowed', codecs);
  const video = media.find((t) => t.handler === 'vide');
  if (!video) throw new Mp4Error('no_video_track', codecs);
  return { durationSeconds: readDuration(buf, mvhd), width: video.width, height: video.height, codecs };
}

/** A reader over bytes in memory (tests, the demo seed). */
export const bufferReader =
  (data: Buffer): ReadAt =>
  async (offset, length) =>
    data.subarray(offset, Math.min(offset + length, data.length));
