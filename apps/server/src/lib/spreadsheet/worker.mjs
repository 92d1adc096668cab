// Reads the first worksheet of an .xlsx in a worker thread, streaming: each zip entry is inflated 64 KB at a time
// (node:zlib, which waits for each chunk to be consumed) into a SAX parser (saxes), so memory holds the rows kept,
// not the sheet; the real inflated bytes are counted against the limits (declared sizes can lie), and reading stops
// at the first row past maxRows.
//
// Why plain JavaScript (.mjs) and not TypeScript: the server runs its source with `node --import tsx`, the tests
// with vitest, and a worker thread gets neither vitest's transform nor, dependably, the parent's loader hooks.
// A .mjs file that imports only Node built-ins and plain ESM packages loads the same way everywhere (tsx, vitest,
// a future build), and it is started with `execArgv: []` so no loader is set up in the worker at all. The types
// of its input and output live in `read.ts`, the only file that starts it.
//
// Input (workerData): { buffer: Uint8Array, entries: ZipEntry[] (checked by zip.ts), columns: { key, label, names,
// required }[], maxRows, limits }.
// Output (one message): { ok: true, rows: { rowNumber, values }[] }, { ok: false, key, params } or { ok: false, bug }.
import { parentPort, workerData } from 'node:worker_threads';
import { createInflateRaw } from 'node:zlib';
import { SaxesParser } from 'saxes';

/** A refusal with a message key (spreadsheet.*) that read.ts turns into a 400. */
class Refusal extends Error {
  constructor(key, params = {}) {
    super(key);
    this.key = key;
    this.params = params;
  }
}
/** Thrown by a handler to stop reading an entry early (the rest is not needed). */
class Done extends Error {}

/** Unpacked bytes handed to the parser at once. */
const CHUNK = 64 * 1024;
const MB = 1024 * 1024;
const megabytes = (bytes) => Math.round((bytes / MB) * 10) / 10;

/**
 * Streams an entry's text to `onText`, counting the inflated bytes: past the declared size the file lied about it
 * and is damaged; past `limit` or the total budget (only reachable if a check before were missing) it is too large.
 */
async function streamEntry(buffer, entry, limit, budget, onText) {
  if (entry.size > limit) throw new Refusal('spreadsheet.too_large', { max: megabytes(limit) });
  const decoder = new TextDecoder('utf-8');
  let seen = 0;
  const emit = (bytes) => {
    seen += bytes.length;
    budget.used += bytes.length;
    if (seen > entry.size) throw new Refusal('spreadsheet.damaged');
    if (seen > limit) throw new Refusal('spreadsheet.too_large', { max: megabytes(limit) });
    if (budget.used > budget.max) throw new Refusal('spreadsheet.too_large', { max: megabytes(budget.max) });
    onText(decoder.decode(bytes, { stream: true }));
  };
  const packed = buffer.subarray(entry.offset, entry.offset + entry.compressedSize);
  if (entry.method === 0) {
    for (let at = 0; at < packed.length; at += CHUNK) emit(packed.subarray(at, at + CHUNK));
  } else {
    const inflater = createInflateRaw({ chunkSize: CHUNK });
    inflater.end(packed);
    try {
      for await (const data of inflater) emit(data);
    } finally {
      inflater.destroy();
    }
  }
  onText(decoder.decode());
  if (seen !== entry.size) throw new Refusal('spreadsheet.damaged');
}

const localName = (name) => name.slice(name.indexOf(':') + 1);

/** Parses one entry as XML; `on.open(local, attributes)`, `on.close(local)`, `on.text(text)`. */
async function parseEntry(buffer, entry, limit, budget, on) {
  const parser = new SaxesParser({ position: false });
  parser.on('doctype', () => {
    throw new Refusal('spreadsheet.damaged'); // an xlsx part never has one; no entity games
  });
  if (on.open) parser.on('opentag', (node) => on.open(localName(node.name), node.attributes));
  if (on.close) parser.on('closetag', (node) => on.close(localName(node.name)));
  if (on.text) {
    parser.on('text', on.text);
    parser.on('cdata', on.text);
  }
  try {
    await streamEntry(buffer, entry, limit, budget, (text) => parser.write(text));
    parser.close();
  } catch (error) {
    if (!(error instanceof Done)) throw error;
  }
}

/** A part path inside the package, resolved against the folder of the part that points to it. */
function resolvePart(folder, target) {
  const parts = (target.startsWith('/') ? target.slice(1) : folder + target).split('/');
  const out = [];
  for (const part of parts) {
    if (part === '..') out.pop();
    else if (part !== '.' && part !== '') out.push(part);
  }
  return out.join('/');
}
const folderOf = (path) => path.slice(0, path.lastIndexOf('/') + 1);

/** Relationships of a part: Id -> { type, target (resolved) }. */
async function readRels(ctx, partPath) {
  const path = `${folderOf(partPath)}_rels/${partPath.slice(folderOf(partPath).length)}.rels`;
  const rels = new Map();
  const entry = ctx.entry(path);
  if (!entry) return rels;
  await parseEntry(ctx.buffer, entry, ctx.limits.maxEntryBytes, ctx.budget, {
    open(name, a) {
      if (name !== 'Relationship' || a.TargetMode === 'External' || !a.Id || !a.Target) return;
      rels.set(a.Id, { type: String(a.Type ?? ''), target: resolvePart(folderOf(partPath), a.Target) });
    },
  });
  return rels;
}
const relOfType = (rels, suffix) => [...rels.values()].find((r) => r.type.endsWith(suffix))?.target;

/** Every distinct text of the workbook, in order (rich text runs joined, phonetic guides left out). */
async function readSharedStrings(ctx, entry) {
  const strings = [];
  let current = null;
  let phonetic = 0;
  let inText = false;
  await parseEntry(ctx.buffer, entry, ctx.limits.maxSharedStringsBytes, ctx.budget, {
    open(name) {
      if (name === 'si') current = '';
      else if (name === 'rPh') phonetic++;
      else if (name === 't') inText = current !== null && phonetic === 0;
    },
    close(name) {
      if (name === 'si') {
        strings.push(current ?? '');
        current = null;
      } else if (name === 'rPh') phonetic--;
      else if (name === 't') inText = false;
    },
    text(text) {
      if (inText) current += text;
    },
  });
  return strings;
}

// Built-in number formats that show a date or time (ECMA-376 18.8.30, and the East Asian ones 27-36, 50-58).
const DATE_FORMAT_IDS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56,
  57, 58,
]);
/** Same test as exceljs: a date/time letter outside quoted text and [...] sections. */
const isDateFormat = (code) => /[ymdhsb]/i.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));

/** Indexes of the cell styles (the `s` attribute of a cell) whose number format is a date. */
async function readDateStyles(ctx, entry) {
  const formats = new Map();
  const dateStyles = new Set();
  let inCellXfs = false;
  let index = 0;
  await parseEntry(ctx.buffer, entry, ctx.limits.maxEntryBytes, ctx.budget, {
    open(name, a) {
      if (name === 'numFmt') formats.set(Number(a.numFmtId), String(a.formatCode ?? ''));
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) {
        const id = Number(a.numFmtId ?? 0);
        const code = formats.get(id);
        if (code === undefined ? DATE_FORMAT_IDS.has(id) : isDateFormat(code)) dateStyles.add(String(index));
        index++;
      }
    },
    close(name) {
      if (name === 'cellXfs') throw new Done();
    },
  });
  return dateStyles;
}

/** "AB12" -> 28. */
function columnOf(ref) {
  let col = 0;
  for (let i = 0; i < ref.length && i < 3; i++) {
    const code = ref.charCodeAt(i) & ~32; // upper case
    if (code < 65 || code > 90) break;
    col = col * 26 + code - 64;
  }
  return col;
}

/** The text a cell shows, as exceljs gave it before (numbers through Number, dates as ISO strings). */
function cellText(ctx, type, raw, style) {
  switch (type) {
    case 's':
      return ctx.strings[Number(raw)] ?? '';
    case 'b':
      return raw === '1' || raw === 'true' ? 'true' : 'false';
    case 'inlineStr':
    case 'str':
    case 'e':
    case 'd':
      return raw;
    default: {
      if (raw === '') return '';
      const n = Number(raw);
      if (!Number.isFinite(n)) return raw;
      if (style !== undefined && ctx.dateStyles.has(style)) {
        const date = new Date(Math.round((n - 25569 + (ctx.date1904 ? 1462 : 0)) * 86_400_000));
        if (!Number.isNaN(date.getTime())) return date.toISOString();
      }
      return String(n);
    }
  }
}

/** Header matching ignores case, spaces and full-width forms: " 用户名 " and "ＵｓｅｒＮａｍｅ" match "username". */
const normalise = (text) => text.normalize('NFKC').replace(/\s+/g, '').toLowerCase();

/** The size of a sheet in Excel: anything beyond is not a real workbook (and would only cost time). */
const SHEET_MAX_ROWS = 1_048_576;
const SHEET_MAX_COLUMNS = 16_384;

/** Non-empty rows looked at for the header (the first row naming at least one of the columns). */
const HEADER_SEARCH_ROWS = 10;

/**
 * Streams the worksheet: the first row naming at least one of the columns is the header, each further row with a
 * value in one of them becomes a record; one record past maxRows stops the reading.
 */
async function readRows(ctx, entry, columns, maxRows) {
  const byName = new Map();
  for (const column of columns) {
    for (const name of column.names) if (!byName.has(normalise(name))) byName.set(normalise(name), column.key);
  }

  const rows = [];
  let header = null; // column number -> key, once the header row has been read
  let headerSearch = 0;
  let rowElements = 0;
  let rowNumber = 0;
  let cells = null;
  let col = 0;
  let capture = false;
  let type = 'n';
  let style;
  let raw = '';
  let inValue = false;
  let inInline = false;
  let phonetic = 0;

  const endRow = () => {
    if (cells === null || cells.size === 0) return;
    if (header === null) {
      const found = new Map();
      for (const [column, text] of cells) {
        const key = byName.get(normalise(text));
        if (key !== undefined && ![...found.values()].includes(key)) found.set(column, key);
      }
      // A title or a note above the header is passed over; a header is looked for in the first few rows only.
      if (found.size === 0) {
        if (++headerSearch >= HEADER_SEARCH_ROWS) throw new Done();
        return;
      }
      header = found;
      return;
    }
    const values = {};
    for (const column of columns) values[column.key] = '';
    let any = false;
    for (const [column, key] of header) {
      const value = cells.get(column);
      if (value) {
        values[key] = value;
        any = true;
      }
    }
    if (!any) return;
    rows.push({ rowNumber, values });
    if (rows.length > maxRows) throw new Refusal('spreadsheet.too_many_rows', { max: maxRows });
  };

  await parseEntry(ctx.buffer, entry, ctx.limits.maxEntryBytes, ctx.budget, {
    open(name, a) {
      switch (name) {
        case 'row':
          rowNumber = a.r ? Number.parseInt(a.r, 10) || rowNumber + 1 : rowNumber + 1;
          if (++rowElements > SHEET_MAX_ROWS || rowNumber > SHEET_MAX_ROWS) throw new Refusal('spreadsheet.damaged');
          cells = new Map();
          col = 0;
          break;
        case 'c':
          col = a.r ? columnOf(a.r) || col + 1 : col + 1;
          if (col > SHEET_MAX_COLUMNS) throw new Refusal('spreadsheet.damaged');
          capture = header === null || header.has(col);
          type = a.t ?? 'n';
          style = a.s;
          raw = '';
          break;
        case 'v':
          inValue = true;
          break;
        case 'is':
          inInline = true;
          break;
        case 'rPh':
          phonetic++;
          break;
        case 't':
          inValue = inInline && phonetic === 0;
          break;
      }
    },
    close(name) {
      switch (name) {
        case 'v':
        case 't':
          inValue = false;
          break;
        case 'is':
          inInline = false;
          break;
        case 'rPh':
          phonetic--;
          break;
        case 'c':
          if (capture && cells !== null) {
            const text = cellText(ctx, type, raw, style).trim();
            if (text) cells.set(col, text);
          }
          capture = false;
          break;
        case 'row':
          endRow();
          cells = null;
          break;
        case 'sheetData':
          throw new Done(); // merged cells, page setup and the rest are not needed
      }
    },
    text(text) {
      if (capture && inValue) raw += text;
    },
  });
  const found = new Set(header?.values());
  const missing = columns.filter((c) => c.required && !found.has(c.key)).map((c) => c.label);
  if (missing.length) throw new Refusal('spreadsheet.missing_columns', { columns: missing.join(', ') });
  return rows;
}

async function read({ buffer, entries, columns, maxRows, limits }) {
  const byName = new Map(entries.map((e) => [e.name.replace(/^\//, '').toLowerCase(), e]));
  const ctx = {
    buffer,
    limits,
    budget: { used: 0, max: limits.maxTotalBytes },
    entry: (path) => byName.get(path.toLowerCase()),
    strings: [],
    dateStyles: new Set(),
    date1904: false,
  };

  // Package -> workbook -> its first sheet, as the relationships say (with the usual names as a fallback).
  const workbookPath = relOfType(await readRels(ctx, ''), '/officeDocument') ?? 'xl/workbook.xml';
  const workbook = ctx.entry(workbookPath);
  if (!workbook) throw new Refusal('spreadsheet.not_xlsx');
  const sheetIds = [];
  await parseEntry(buffer, workbook, limits.maxEntryBytes, ctx.budget, {
    open(name, a) {
      if (name === 'workbookPr') ctx.date1904 = a.date1904 === '1' || a.date1904 === 'true';
      else if (name === 'sheet') {
        const id = Object.entries(a).find(([attr]) => attr === 'id' || attr.endsWith(':id'))?.[1];
        if (id) sheetIds.push(id);
      }
    },
    close(name) {
      if (name === 'sheets') throw new Done();
    },
  });
  const rels = await readRels(ctx, workbookPath);
  const folder = folderOf(workbookPath);
  const sheetPath =
    sheetIds.map((id) => rels.get(id)).find((r) => r?.type.endsWith('/worksheet'))?.target ??
    (rels.size === 0 ? `${folder}worksheets/sheet1.xml` : undefined);
  const sheet = sheetPath && ctx.entry(sheetPath);
  if (!sheet) throw new Refusal('spreadsheet.no_sheet');

  const strings = ctx.entry(relOfType(rels, '/sharedStrings') ?? `${folder}sharedStrings.xml`);
  if (strings) ctx.strings = await readSharedStrings(ctx, strings);
  const styles = ctx.entry(relOfType(rels, '/styles') ?? `${folder}styles.xml`);
  if (styles) ctx.dateStyles = await readDateStyles(ctx, styles);
  return readRows(ctx, sheet, columns, maxRows);
}

read(workerData).then(
  (rows) => parentPort.postMessage({ ok: true, rows }),
  (error) => {
    if (error instanceof Refusal) parentPort.postMessage({ ok: false, key: error.key, params: error.params });
    // A mistake in this file, not in the upload: read.ts makes it a 500, which gets logged.
    else if (error instanceof TypeError || error instanceof ReferenceError) {
      parentPort.postMessage({ ok: false, bug: String(error.stack) });
    }
    // Anything else (bad deflate data, malformed XML) means the file cannot be read as an xlsx.
    else parentPort.postMessage({ ok: false, key: 'spreadsheet.damaged', params: {} });
  },
);
