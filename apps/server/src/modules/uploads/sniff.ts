// What a file really is, from its first bytes (magic numbers), never from its name or the browser's claim.

export interface Sniffed {
  mime: string;
  ext: 'png' | 'jpg' | 'gif' | 'webp' | 'pdf' | 'docx' | 'xlsx';
  image: boolean;
}

const startsWith = (buf: Buffer, bytes: number[], at = 0) => bytes.every((b, i) => buf[at + i] === b);
const ascii = (buf: Buffer, text: string, at = 0) => buf.subarray(at, at + text.length).toString('latin1') === text;

/**
 * PNG, JPEG, GIF, WebP, PDF, and the Office Open XML documents docx and xlsx (ZIP archives told apart by their
 * part names). Anything else, SVG and HTML included, is null: text formats can carry script.
 */
export function sniff(buf: Buffer): Sniffed | null {
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mime: 'image/png', ext: 'png', image: true };
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg', image: true };
  if (ascii(buf, 'GIF87a') || ascii(buf, 'GIF89a')) return { mime: 'image/gif', ext: 'gif', image: true };
  if (ascii(buf, 'RIFF') && ascii(buf, 'WEBP', 8)) return { mime: 'image/webp', ext: 'webp', image: true };
  if (ascii(buf, '%PDF-')) return { mime: 'application/pdf', ext: 'pdf', image: false };
  if (startsWith(buf, [0x50, 0x4b, 0x03, 0x04])) {
    // Part names sit in clear text in the ZIP's local headers and central directory.
    const names = buf.toString('latin1');
    if (!names.includes('[Content_Types].xml')) return null;
    if (names.includes('word/document.xml'))
      return {
        mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        ext: 'docx',
        image: false,
      };
    if (names.includes('xl/workbook.xml'))
      return {
        mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        ext: 'xlsx',
        image: false,
      };
  }
  return null;
}

export const MIME_BY_EXT: Record<Sniffed['ext'], string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The extension of each type a file is kept as (videos are kept as MP4 by the courses module). */
export const EXT_BY_MIME: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(MIME_BY_EXT).map(([ext, mime]) => [mime, ext])),
  'video/mp4': 'mp4',
};
