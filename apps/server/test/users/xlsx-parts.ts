// Building xlsx packages by hand, so the sizes they declare can be made to lie (the import-limits tests).
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

export interface Packed {
  packed: Buffer;
  size: number;
  crc: number;
}
export interface Part {
  name: string;
  data: Packed;
  /** The unpacked size written in the headers when it is not the real one. */
  declaredSize?: number;
  stored?: boolean;
}

export const packText = (text: string): Packed => {
  const data = Buffer.from(text);
  return { packed: deflateRawSync(data), size: data.length, crc: crc32(data) };
};

/** Deflates `head`, then `body` `times` over, then `tail`, without ever holding the unpacked text. */
export async function packRepeated(head: string, body: string, times: number, tail: string): Promise<Packed> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve) => deflate.on('end', resolve));
  let size = 0;
  let crc = 0;
  const write = async (data: Buffer) => {
    size += data.length;
    crc = crc32(data, crc);
    if (!deflate.write(data)) await new Promise((resolve) => deflate.once('drain', resolve));
  };
  await write(Buffer.from(head));
  const perChunk = 20_000;
  const chunk = Buffer.from(body.repeat(perChunk));
  for (let left = times; left > 0; left -= perChunk) {
    await write(left >= perChunk ? chunk : Buffer.from(body.repeat(left)));
  }
  await write(Buffer.from(tail));
  deflate.end();
  await ended;
  return { packed: Buffer.concat(out), size, crc };
}

/** A zip: local headers and data, the central directory, its end record. */
export function zip(parts: Part[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const size = part.declaredSize ?? part.data.size;
    const method = part.stored ? 0 : 8;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(part.data.crc, 14);
    local.writeUInt32LE(part.data.packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(part.data.crc, 16);
    central.writeUInt32LE(part.data.packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, part.data.packed);
    centrals.push(central, name);
    offset += 30 + name.length + part.data.packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
export const SHEET_HEAD = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="${MAIN}"><sheetData>`;
export const SHEET_TAIL = '</sheetData></worksheet>';
/** One cell of inline text in column A: 49 bytes a row, as in the probe's bomb (5 million rows = 245 MB). */
export const ONE_CELL_ROW = '<row><c t="inlineStr"><is><t>x</t></is></c></row>';
export const HEADER_ROW = '<row r="1"><c r="A1" t="inlineStr"><is><t>用户名</t></is></c></row>';

/** The parts of a one-sheet package around the given sheet (and shared strings, when given). */
export function xlsx(sheet: Omit<Part, 'name'> | null, sharedStrings?: Omit<Part, 'name'>): Buffer {
  const rels = [
    sheet ? `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` : '',
    sharedStrings ? `<Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>` : '',
  ].join('');
  return zip([
    {
      name: '[Content_Types].xml',
      data: packText(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>',
      ),
    },
    {
      name: '_rels/.rels',
      data: packText(
        `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    },
    {
      name: 'xl/workbook.xml',
      data: packText(
        `<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>${sheet ? '<sheet name="用户导入" sheetId="1" r:id="rId1"/>' : ''}</sheets></workbook>`,
      ),
    },
    { name: 'xl/_rels/workbook.xml.rels', data: packText(`<Relationships xmlns="${RELS}">${rels}</Relationships>`) },
    ...(sheet ? [{ name: 'xl/worksheets/sheet1.xml', ...sheet }] : []),
    ...(sharedStrings ? [{ name: 'xl/sharedStrings.xml', ...sharedStrings }] : []),
  ]);
}
