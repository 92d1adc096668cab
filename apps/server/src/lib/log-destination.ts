// Where the server's logs go: stdout through a buffered asynchronous writer, so a request never waits on a write.
import pino from 'pino';

/** Lines are gathered up to this many bytes before one write (about fifty request lines)... */
const BUFFER_BYTES = 16 * 1024;
/** ...at most this many in one write when the disk or the pipe is slower than the lines come... */
const MAX_WRITE_BYTES = 64 * 1024;
/** ...and written at least this often, so a quiet server's lines still reach the log promptly. */
const FLUSH_EVERY_MS = 1000;

/**
 * stdout, written asynchronously in batches by pino's own writer (sonic-boom). It is given bytes, not strings: with
 * strings it measures the whole pending batch again on every line (several µs a line under load); with bytes it
 * adds up lengths. pino writes whatever is still buffered on a normal exit; `flushLogs` writes it at once.
 */
export class StdoutDestination {
  // sonic-boom's types describe its text mode only; in 'buffer' mode it takes bytes.
  readonly #stream: { write(chunk: string | Buffer): boolean; flushSync(): void } = pino.destination({
    dest: 1,
    sync: false,
    contentMode: 'buffer',
    minLength: BUFFER_BYTES,
    maxWrite: MAX_WRITE_BYTES,
    periodicFlush: FLUSH_EVERY_MS,
  });

  write(line: string): void {
    this.#stream.write(Buffer.from(line));
  }

  flushSync(): void {
    this.#stream.flushSync();
  }
}

/** Writes out what a logger's destination still buffers; destinations that do not buffer are left alone. */
export function flushLogs(logger: object): void {
  const stream: unknown = Reflect.get(logger, pino.symbols.streamSym);
  if (stream instanceof StdoutDestination) stream.flushSync();
}
