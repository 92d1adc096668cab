// The one way the server reads an uploaded spreadsheet (users now; enrolments, question banks, results later).
// 1. zip.ts reads the central directory on the event loop (headers only) and refuses bombs before any inflating.
// 2. worker.mjs, in a worker thread with a time limit and a heap limit, inflates the first worksheet and the
//    shared strings a few KB at a time into a SAX parser, counts the real bytes, and stops one row past maxRows.
// The event loop only waits for a message, so /healthz and every other request keep being served meanwhile.
// Callers give their columns (key + header texts) and validate the rows they get back themselves.
//
// One fresh worker per file rather than a warm pool: a worker starts in a few tens of ms (no loader: worker.mjs
// says why it is plain JavaScript), imports are rare, and a worker that hit its time or heap limit is simply
// terminated, with nothing left over for the next file. How many run at once is bounded below.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { isMessageKey } from '@etp/contracts';
import { AppError } from '../errors.ts';
import { DEFAULT_LIMITS, type SpreadsheetLimits, SpreadsheetRefusal } from './limits.ts';
import { readCentralDirectory, type ZipEntry } from './zip.ts';

export interface SheetColumnSpec<K extends string = string> {
  key: K;
  /** Header texts naming this column (the key matches too), compared without case, spaces or full-width forms. */
  headers: readonly string[];
  /** Refuse the file when its header row lacks this column (the first header text is named in the message). */
  required?: boolean;
}

export interface ReadSheetOptions<K extends string> {
  columns: readonly SheetColumnSpec<K>[];
  /** One data row more than this stops the reading: 400 spreadsheet.too_many_rows { max }. */
  maxRows: number;
  limits?: Partial<SpreadsheetLimits>;
}

/** A non-empty data row: its number in the sheet and the trimmed text of each column ('' when empty or absent). */
export interface SheetRecord<K extends string> {
  rowNumber: number;
  values: Record<K, string>;
}

/** What worker.mjs receives as workerData. */
interface WorkerInput {
  buffer: Uint8Array;
  entries: ZipEntry[];
  columns: { key: string; label: string; names: string[]; required: boolean }[];
  maxRows: number;
  limits: SpreadsheetLimits;
}
type WorkerOutput =
  | { ok: true; rows: SheetRecord<string>[] }
  | { ok: false; key: string; params: Record<string, string | number> }
  | { ok: false; bug: string };

const WORKER_URL = new URL('./worker.mjs', import.meta.url);

/**
 * Reads the first worksheet: the header is the first row naming at least one of the columns (a title above it is
 * passed over; only the first 10 non-empty rows are looked at), every later row with a value in one of the columns
 * is a record. Refusals are AppError 400 with a spreadsheet.* key (503 spreadsheet.busy when too many
 * files are being read already).
 */
export async function readSheet<K extends string>(
  buffer: Buffer,
  options: ReadSheetOptions<K>,
): Promise<{ rows: SheetRecord<K>[] }> {
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  try {
    const entries = readCentralDirectory(buffer, limits);
    const copy = new Uint8Array(buffer.length);
    copy.set(buffer);
    const input: WorkerInput = {
      buffer: copy,
      entries,
      columns: options.columns.map((c) => ({
        key: c.key,
        label: c.headers[0] ?? c.key,
        names: [c.key, ...c.headers],
        required: c.required ?? false,
      })),
      maxRows: options.maxRows,
      limits,
    };
    const release = await acquire();
    let output: WorkerOutput;
    try {
      output = await runWorker(input, limits);
    } finally {
      release();
    }
    if ('bug' in output) throw new Error(`spreadsheet worker failed: ${output.bug}`);
    if (!output.ok) {
      throw new SpreadsheetRefusal(isMessageKey(output.key) ? output.key : 'spreadsheet.damaged', output.params);
    }
    return { rows: output.rows as SheetRecord<K>[] };
  } catch (error) {
    if (error instanceof SpreadsheetRefusal) throw new AppError(400, error.key, error.params);
    throw error;
  }
}

function runWorker(input: WorkerInput, limits: SpreadsheetLimits): Promise<WorkerOutput> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_URL, {
      workerData: input,
      transferList: [input.buffer.buffer as ArrayBuffer],
      // Plain .mjs: no loader (tsx) needed in the worker, so none is inherited.
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb, stackSizeMb: 4 },
    });
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
    };
    const timer = setTimeout(() => {
      settle(() => reject(new SpreadsheetRefusal('spreadsheet.too_complex')));
      void worker.terminate();
    }, limits.timeoutMs);
    worker.once('message', (output: WorkerOutput) => settle(() => resolve(output)));
    worker.once('error', (error: Error & { code?: string }) =>
      settle(() =>
        reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new SpreadsheetRefusal('spreadsheet.too_complex') : error),
      ),
    );
    worker.once('exit', (code) => settle(() => reject(new Error(`spreadsheet worker exited with code ${code}`))));
  });
}

// At most one worker per spare core (one on a 2-core machine) reads at a time; a few more files wait their turn,
// beyond that the import is refused with 503 rather than piling work up.
const MAX_RUNNING = Math.max(1, Math.min(4, availableParallelism() - 1));
const MAX_WAITING = 16;
let running = 0;
const waiting: (() => void)[] = [];

async function acquire(): Promise<() => void> {
  if (running < MAX_RUNNING) running++;
  else {
    if (waiting.length >= MAX_WAITING) throw new AppError(503, 'spreadsheet.busy', {}, null, { 'retry-after': '5' });
    await new Promise<void>((resolve) => waiting.push(resolve)); // the slot is handed over by release()
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
}
