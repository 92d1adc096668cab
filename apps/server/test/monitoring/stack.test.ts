// Reading a browser's error: the frames of Chromium's, Firefox's and Safari's stacks, the message as every occurrence
// reads it, and the fingerprint, which follows the message and the product's own frames (not the line numbers).
import type { StackFrame } from '@etp/contracts';
import { describe, expect, it } from 'vitest';
import { chunkOf, sourcePath } from '../../src/modules/monitoring/source-maps.ts';
import { culpritOf, fingerprintOf, normaliseMessage, parseStack } from '../../src/modules/monitoring/stack.ts';

describe('parseStack', () => {
  it('reads Chromium frames, named, anonymous and async', () => {
    const stack = [
      "TypeError: Cannot read properties of undefined (reading 'id')",
      '    at submit (https://x.example/assets/SignUp-abc.js:1:2345)',
      '    at https://x.example/assets/index-def.js:3:10',
      '    at async Promise.all (index 0)',
      '    at async load (https://x.example/assets/index-def.js:5:7)',
      '    at eval (eval at run (https://x.example/assets/a.js:1:1), <anonymous>:1:1)',
    ].join('\n');
    expect(parseStack(stack)).toEqual([
      { fn: 'submit', url: 'https://x.example/assets/SignUp-abc.js', line: 1, column: 2345 },
      { fn: '', url: 'https://x.example/assets/index-def.js', line: 3, column: 10 },
      { fn: 'load', url: 'https://x.example/assets/index-def.js', line: 5, column: 7 },
    ]);
  });

  it('reads Firefox and Safari frames', () => {
    const stack = [
      'submit@https://x.example/assets/SignUp-abc.js:1:2345',
      '@https://x.example/assets/index-def.js:3:10',
    ].join('\n');
    expect(parseStack(stack)).toEqual([
      { fn: 'submit', url: 'https://x.example/assets/SignUp-abc.js', line: 1, column: 2345 },
      { fn: '', url: 'https://x.example/assets/index-def.js', line: 3, column: 10 },
    ]);
  });

  it('keeps at most 50 frames', () => {
    expect(parseStack('    at f (https://x.example/a.js:1:1)\n'.repeat(80))).toHaveLength(50);
  });
});

describe('normaliseMessage', () => {
  it.each([
    ['Uncaught TypeError: x is 12', 'TypeError: x is <n>'],
    [
      'Failed to fetch dynamically imported module: https://h:3000/assets/Page-1a2b3c4d.js',
      'Failed to fetch dynamically imported module: <url>',
    ],
    ['user 9f1c2a3b-1111-4222-8333-444455556666 missing', 'user <uuid> missing'],
    ['hash deadbeef01 and word abcdefabc', 'hash <hex> and word abcdefabc'],
    ['  spaced\n\tout  ', 'spaced out'],
    ['', '(no message)'],
  ])('%s -> %s', (message, title) => {
    expect(normaliseMessage(message)).toBe(title);
  });
});

const frame = (file: string, fn: string, line: number, own = true): StackFrame => ({
  fn,
  file,
  line,
  column: 1,
  own,
  mapped: true,
});

describe('fingerprintOf', () => {
  it('ignores line numbers and library frames, and follows the top frames of the product', () => {
    const a = [
      frame('node_modules/react/x.js', 'r', 1, false),
      frame('src/a.tsx', 'f', 10),
      frame('src/b.tsx', 'g', 3),
    ];
    const moved = [
      frame('node_modules/react/x.js', 'r', 99, false),
      frame('src/a.tsx', 'f', 12),
      frame('src/b.tsx', 'g', 4),
    ];
    const elsewhere = [frame('src/c.tsx', 'f', 10), frame('src/b.tsx', 'g', 3)];
    expect(fingerprintOf('t', a)).toBe(fingerprintOf('t', moved));
    expect(fingerprintOf('t', a)).not.toBe(fingerprintOf('t', elsewhere));
    expect(fingerprintOf('t', a)).not.toBe(fingerprintOf('u', a));
    expect(culpritOf(a)).toBe('src/a.tsx:10');
    expect(culpritOf([frame('node_modules/x.js', 'r', 1, false)])).toBe('');
  });
});

describe('source paths', () => {
  it("knows the build's chunks on any host, and nothing else", () => {
    expect(chunkOf('http://practice.localhost:3000/assets/SignUp-abc.js')).toBe('SignUp-abc.js');
    expect(chunkOf('https://x.example/assets/../secret.js')).toBeNull();
    expect(chunkOf('chrome-extension://abc/assets/x.js')).toBeNull();
    expect(chunkOf('https://x.example/other/x.js')).toBeNull();
    expect(chunkOf('<anonymous>')).toBeNull();
  });

  it("names a map's sources by their place in the repository", () => {
    expect(sourcePath('../../src/app/RouteError.tsx')).toBe('src/app/RouteError.tsx');
    expect(sourcePath('../../../../node_modules/react-dom/cjs/x.js')).toBe('node_modules/react-dom/cjs/x.js');
    expect(sourcePath('../../../../packages/contracts/src/x.ts')).toBe('packages/contracts/src/x.ts');
  });
});
