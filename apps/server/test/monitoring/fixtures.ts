// What the monitoring tests share: a small web build with two releases of one chunk and their source maps, and
// browser error reports as the web app sends them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ClientReport } from '@etp/contracts';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** One base64 VLQ value of a source map's `mappings`. */
function vlq(value: number): string {
  let rest = value < 0 ? (-value << 1) | 1 : value << 1;
  let out = '';
  do {
    let digit = rest & 31;
    rest >>>= 5;
    if (rest > 0) digit |= 32;
    out += BASE64[digit];
  } while (rest > 0);
  return out;
}

/** A one-line chunk's map: each segment [generated column, original line (0-based), column, name index]. */
function mapOf(file: string, source: string, names: string[], segments: [number, number, number, number][]) {
  let previous = [0, 0, 0, 0];
  const encoded = segments.map((segment) => {
    const [column, line, sourceColumn, name] = segment;
    const text = [column - previous[0]!, 0, line - previous[1]!, sourceColumn - previous[2]!, name - previous[3]!]
      .map(vlq)
      .join('');
    previous = [column, line, sourceColumn, name];
    return text;
  });
  // The first segment names source 0 absolutely; the others repeat it (delta 0).
  return JSON.stringify({ version: 3, file, sources: [source], names, mappings: encoded.join(',') });
}

/** Where the chunks below come from, as Vite's maps name it (relative to dist/assets). */
export const SIGN_UP_SOURCE = '../../src/features/portal/signup/SignUpForm.tsx';

/**
 * A web build with the same code built twice (two releases, two chunk names, different minified positions): a
 * throw in `submitSignUp` at line 88 of SignUpForm.tsx, called from line 40 of the same file.
 */
export function writeWebBuild(dist: string): void {
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><head><title>t</title></head><div id="root"></div>');
  const names = ['submitSignUp', 'onSubmit'];
  writeFileSync(join(dist, 'assets', 'SignUp-aaa111.js'), 'function a(b){throw new Error(b)}function c(){a(1)}');
  writeFileSync(
    join(dist, 'assets', 'SignUp-aaa111.js.map'),
    mapOf('SignUp-aaa111.js', SIGN_UP_SOURCE, names, [
      [0, 80, 0, 0],
      [14, 87, 4, 0],
      [32, 38, 0, 1],
      [43, 39, 2, 1],
    ]),
  );
  writeFileSync(
    join(dist, 'assets', 'SignUp-bbb222.js'),
    'let z=0;function a(b){throw new Error(b)}function c(){a(1)}',
  );
  writeFileSync(
    join(dist, 'assets', 'SignUp-bbb222.js.map'),
    mapOf('SignUp-bbb222.js', SIGN_UP_SOURCE, names, [
      [8, 80, 0, 0],
      [22, 87, 4, 0],
      [40, 38, 0, 1],
      [51, 39, 2, 1],
    ]),
  );
}

/** A Chromium stack through the chunk of `release` ('aaa111' or 'bbb222'), throwing `message`. */
export function signUpStack(message: string, release: 'aaa111' | 'bbb222', host = 'http://localhost:3000'): string {
  const chunk = `${host}/assets/SignUp-${release}.js`;
  const [throwAt, callAt] = release === 'aaa111' ? [15, 44] : [23, 52];
  return [`Error: ${message}`, `    at a (${chunk}:1:${throwAt})`, `    at c (${chunk}:1:${callAt})`].join('\n');
}

export const report = (overrides: Partial<ClientReport> = {}): ClientReport => ({
  kind: 'error',
  message: 'Cannot read properties of undefined (reading "id")',
  stack: '',
  release: '1.0.1+test',
  route: '/szbSignUpForm',
  path: '/szbSignUpForm',
  breadcrumbs: [{ at: Date.now(), type: 'navigation', text: '/portal -> /szbSignUpForm' }],
  ...overrides,
});

/** rrweb events: a Meta and a full snapshot, then `n` small incremental events of about `padding` characters. */
export function recording(start: number, n: number, padding = 50) {
  return [
    { type: 4, timestamp: start, data: { href: 'http://localhost/szbSignUpForm', width: 1366, height: 768 } },
    {
      type: 2,
      timestamp: start + 1,
      data: { node: { type: 0, childNodes: [], id: 1 }, initialOffset: { top: 0, left: 0 } },
    },
    ...Array.from({ length: n }, (_, i) => ({
      type: 3,
      timestamp: start + 2 + i,
      data: { source: 1, positions: [{ x: i, y: i, id: 1, timeOffset: 0 }], pad: 'x'.repeat(padding) },
    })),
  ];
}
