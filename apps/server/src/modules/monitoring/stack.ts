// Reading a browser's error: its stack's frames (Chromium, Firefox and Safari write them differently), the message
// with what changes from one occurrence to the next taken out, and the fingerprint that groups reports into issues.
import { createHash } from 'node:crypto';
import type { StackFrame } from '@etp/contracts';

/** A frame as the browser wrote it: the function, the script's address and the position in it. */
export interface RawFrame {
  fn: string;
  url: string;
  line: number | null;
  column: number | null;
}

const MAX_FRAMES = 50;
/** Chromium: `    at fn (url:line:col)`, `    at url:line:col`, `    at async fn (url:line:col)`. */
const CHROMIUM = /^\s*at (?:(.+?) \()?(.+?)(?::(\d+))?(?::(\d+))?\)?\s*$/;
/** Firefox and Safari: `fn@url:line:col`, `@url:line:col`. */
const GECKO = /^\s*(.*?)@(.+?)(?::(\d+))?(?::(\d+))?\s*$/;

const position = (text: string | undefined) => (text === undefined ? null : Number(text));

/** The frames of a stack, top first; lines that are no frame (the message, `eval` details) are skipped. */
export function parseStack(stack: string): RawFrame[] {
  const frames: RawFrame[] = [];
  for (const line of stack.split('\n')) {
    if (frames.length === MAX_FRAMES) break;
    const match = CHROMIUM.exec(line) ?? (line.includes('@') ? GECKO.exec(line) : null);
    if (!match) continue;
    const [, fn = '', url = '', row, col] = match;
    // Not a place in a script: `eval at ...`, `<anonymous>`, `native`, `index 0` (Promise.all's).
    if (url.startsWith('eval at ') || !/[/:]/.test(url)) continue;
    frames.push({ fn: fn.replace(/^async /, '').trim(), url, line: position(row), column: position(col) });
  }
  return frames;
}

const REPLACEMENTS: [RegExp, string][] = [
  [/^Uncaught (?:\(in promise\) )?(?:exception: )?/i, ''],
  [/\b[a-z][\w+.-]*:\/\/[^\s'"),]+/gi, '<url>'],
  [/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, '<uuid>'],
  [/\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{8,}\b/gi, '<hex>'],
  [/\d+(?:\.\d+)?/g, '<n>'],
  [/\s+/g, ' '],
];
const TITLE_MAX = 300;

/** The message as it reads in every occurrence: addresses, ids and numbers replaced, spaces collapsed. */
export function normaliseMessage(message: string): string {
  let text = message;
  for (const [pattern, replacement] of REPLACEMENTS) text = text.replace(pattern, replacement);
  return text.trim().slice(0, TITLE_MAX) || '(no message)';
}

/** Frames of the product's own code that decide the group: more would split an issue by its callers. */
const FINGERPRINT_FRAMES = 3;

/**
 * The group of a report: its normalised message and the top frames of the product's own code, by file and
 * function (not line: an unrelated edit above moves it). Without frames of its own, the top frames of any code.
 */
export function fingerprintOf(title: string, frames: StackFrame[]): string {
  const own = frames.filter((f) => f.own);
  const deciding = (own.length ? own : frames).slice(0, FINGERPRINT_FRAMES).map((f) => `${f.file}#${f.fn}`);
  return createHash('sha256')
    .update([title, ...deciding].join('\n'))
    .digest('hex');
}

/** Where an issue happens, for the list: the top frame of the product's own code as `file:line`. */
export function culpritOf(frames: StackFrame[]): string {
  const top = frames.find((f) => f.own);
  if (!top) return '';
  return top.line === null ? top.file : `${top.file}:${top.line}`;
}
