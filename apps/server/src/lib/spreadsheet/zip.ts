// The first gate of every spreadsheet import: reads the ZIP central directory (an .xlsx is a zip) and refuses a
// file before anything is inflated or parsed: not a zip, too many entries, declared sizes or compression ratios
// past the limits. It only reads headers (a few bytes per entry), so it runs on the event loop; the declared
// sizes it checks can lie, so the worker (`worker.mjs`) counts the real inflated bytes again.
import { megabytes, type SpreadsheetLimits, SpreadsheetRefusal } from './limits.ts';

/** One entry of the central directory, with where its packed bytes start in the buffer. */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated (the only two an xlsx uses). */
  method: 0 | 8;
  /** Offset of the packed data in the buffer (after the local header). */
  offset: number;
  compressedSize: number;
  /** Declared unpacked size: checked here, and enforced while inflating. */
  size: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MAX_32 = 0xffffffff;
/** OLE compound file: a legacy .xls, or an .xlsx saved with a password (Office encrypts into this format). */
const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** Reads and checks the central directory; throws `SpreadsheetRefusal` when the file must not be parsed. */
export function readCentralDirectory(buffer: Buffer, limits: SpreadsheetLimits): ZipEntry[] {
  if (buffer.length >= 8 && buffer.subarray(0, 8).equals(CFB_MAGIC)) throw new SpreadsheetRefusal('spreadsheet.legacy');
  if (buffer.length < 22 || buffer.readUInt32LE(0) !== LOCAL) throw new SpreadsheetRefusal('spreadsheet.not_xlsx');

  // The end-of-central-directory record: 22 bytes, followed by a comment of at most 65535 bytes.
  let eocd = -1;
  for (let i = buffer.length - 22; i >= Math.max(0, buffer.length - 22 - 0xffff); i--) {
    if (buffer.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new SpreadsheetRefusal('spreadsheet.not_xlsx');
  const disk = buffer.readUInt16LE(eocd + 4);
  const cdDisk = buffer.readUInt16LE(eocd + 6);
  const count = buffer.readUInt16LE(eocd + 10);
  const cdSize = buffer.readUInt32LE(eocd + 12);
  const cdOffset = buffer.readUInt32LE(eocd + 16);
  // ZIP64 (0xFFFF / 0xFFFFFFFF markers) is for archives far larger than any import; multi-disk is not an xlsx.
  if (disk !== 0 || cdDisk !== 0 || count === 0xffff || cdOffset === MAX_32 || cdSize === MAX_32) {
    throw new SpreadsheetRefusal('spreadsheet.damaged');
  }
  if (count > limits.maxEntries) {
    throw new SpreadsheetRefusal('spreadsheet.too_many_parts', { count, max: limits.maxEntries });
  }
  if (cdOffset + cdSize > eocd) throw new SpreadsheetRefusal('spreadsheet.damaged');

  const entries: ZipEntry[] = [];
  const names = new Set<string>();
  let total = 0;
  let at = cdOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > eocd || buffer.readUInt32LE(at) !== CENTRAL) throw new SpreadsheetRefusal('spreadsheet.damaged');
    const flags = buffer.readUInt16LE(at + 8);
    const method = buffer.readUInt16LE(at + 10);
    const compressedSize = buffer.readUInt32LE(at + 20);
    const size = buffer.readUInt32LE(at + 24);
    const nameLength = buffer.readUInt16LE(at + 28);
    const extraLength = buffer.readUInt16LE(at + 30);
    const commentLength = buffer.readUInt16LE(at + 32);
    const localOffset = buffer.readUInt32LE(at + 42);
    const nameEnd = at + 46 + nameLength;
    if (nameEnd > eocd) throw new SpreadsheetRefusal('spreadsheet.damaged');
    // Bit 11: UTF-8 name; otherwise CP437, which for the ASCII names of an xlsx reads the same as latin1.
    const name = buffer.toString(flags & 0x800 ? 'utf8' : 'latin1', at + 46, nameEnd);
    at = nameEnd + extraLength + commentLength;

    if (flags & 0x1) throw new SpreadsheetRefusal('spreadsheet.legacy'); // encrypted entry
    if (method !== 0 && method !== 8) throw new SpreadsheetRefusal('spreadsheet.damaged');
    if (method === 0 && size !== compressedSize) throw new SpreadsheetRefusal('spreadsheet.damaged');
    if (size === MAX_32 || compressedSize === MAX_32) {
      throw new SpreadsheetRefusal('spreadsheet.too_large', { max: megabytes(limits.maxEntryBytes) });
    }
    const key = name.toLowerCase();
    if (names.has(key)) throw new SpreadsheetRefusal('spreadsheet.damaged');
    names.add(key);

    if (size > limits.maxEntryBytes) {
      throw new SpreadsheetRefusal('spreadsheet.too_large', { max: megabytes(limits.maxEntryBytes) });
    }
    if (size > limits.ratioFloorBytes && size > limits.maxRatio * Math.max(compressedSize, 1)) {
      throw new SpreadsheetRefusal('spreadsheet.suspicious');
    }
    total += size;
    if (total > limits.maxTotalBytes) {
      throw new SpreadsheetRefusal('spreadsheet.too_large', { max: megabytes(limits.maxTotalBytes) });
    }

    // The local header repeats the name and may carry a different extra field: the data starts after both.
    if (localOffset + 30 > cdOffset || buffer.readUInt32LE(localOffset) !== LOCAL) {
      throw new SpreadsheetRefusal('spreadsheet.damaged');
    }
    const offset = localOffset + 30 + buffer.readUInt16LE(localOffset + 26) + buffer.readUInt16LE(localOffset + 28);
    if (offset + compressedSize > cdOffset) throw new SpreadsheetRefusal('spreadsheet.damaged');
    if (name.endsWith('/')) continue; // a folder
    entries.push({ name, method: method as 0 | 8, offset, compressedSize, size });
  }
  return entries;
}
