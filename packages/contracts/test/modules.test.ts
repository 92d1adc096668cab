// The contracts' layout rules: each domain's `<domain>.api.ts` is schema-free (the browser imports paths and
// constants without pulling zod into its first load), and index.ts re-exports every module.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../src');

/** The domains (server modules and web api folders are named after them). */
const DOMAINS = [
  'auth',
  'sessions',
  'users',
  'roles',
  'menus',
  'dicts',
  'regions',
  'sites',
  'operates',
  'announcements',
  'content',
  'competitions',
  'uploads',
  'exports',
  'logs',
  'students',
  'teachers',
  'learning',
  'exams',
  'homework',
  'settlement',
  'captcha',
  'institutions',
  'classes',
  'courses',
  'signups',
  'surveys',
  'collection',
  'live',
  'face',
  'certificates',
  'reporting',
  'monitoring',
  'dashboard',
];
/** Shared modules the browser imports on its first load: they must stay schema-free as well. */
const SCHEMA_FREE_SHARED = [
  'access.ts',
  'calls.ts',
  'completion-link.ts',
  'consent.ts',
  'constants.ts',
  'locales.ts',
  'paths.ts',
  'person-rules.ts',
  'region-codes.ts',
  'site-time.ts',
  'study-time.ts',
  'text-rules.ts',
  'views.ts',
];

const sourceFiles = () =>
  readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => f.replaceAll('\\', '/'))
    .sort();
const apiFiles = () => sourceFiles().filter((f) => f.endsWith('.api.ts'));

/** Every module a file imports or re-exports: static imports, `export ... from`, bare and dynamic imports. */
function importsOf(source: string): string[] {
  const specifiers = [
    ...source.matchAll(/^\s*(?:import|export)\s[^'"]*?\sfrom\s*['"]([^'"]+)['"]/gms),
    ...source.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm),
    ...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((m) => m[1] ?? '');
  return [...new Set(specifiers)];
}

const isZod = (specifier: string) => specifier === 'zod' || specifier.startsWith('zod/');

/** The file and every local module it reaches, each with what it imports. */
function closure(file: string): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  const visit = (rel: string) => {
    if (seen.has(rel)) return;
    const imports = importsOf(readFileSync(join(SRC, rel), 'utf8'));
    seen.set(rel, imports);
    for (const spec of imports) {
      if (spec.startsWith('.')) visit(join(dirname(rel), spec).replaceAll('\\', '/'));
    }
  };
  visit(file);
  return seen;
}

describe('import scanner', () => {
  it('finds zod, local modules, type-only, multi-line and dynamic imports', () => {
    const source = [
      "import { z } from 'zod';",
      "import type { Role } from './roles.api.ts';",
      'import {',
      '  A,',
      '  B,',
      "} from './a.ts';",
      "export * from './b.ts';",
      "import './side.ts';",
      "const lazy = () => import('zod/mini');",
    ].join('\n');
    expect(importsOf(source).sort()).toEqual(['./a.ts', './b.ts', './roles.api.ts', './side.ts', 'zod', 'zod/mini']);
  });

  it('sees that the schema modules do import zod (so the rule below is not vacuous)', () => {
    expect(importsOf(readFileSync(join(SRC, 'content.ts'), 'utf8'))).toContain('zod');
  });
});

describe('schema-free modules', () => {
  it('has a <domain>.api.ts for every domain, and no other .api.ts', () => {
    expect(apiFiles()).toEqual(DOMAINS.map((d) => `${d}.api.ts`).sort());
  });

  it.each([...DOMAINS.map((d) => `${d}.api.ts`), ...SCHEMA_FREE_SHARED])(
    '%s imports no zod, directly or through another module',
    (file) => {
      const offenders = [...closure(file)].filter(([, imports]) => imports.some(isZod)).map(([rel]) => rel);
      expect(offenders, `${file} reaches zod through ${offenders.join(', ')}`).toEqual([]);
    },
  );

  it.each(DOMAINS)('%s.api.ts exports its <DOMAIN>_API paths', (domain) => {
    const source = readFileSync(join(SRC, `${domain}.api.ts`), 'utf8');
    expect(source).toMatch(new RegExp(`^export const ${domain.toUpperCase()}_API = \\{`, 'm'));
  });

  it('defines *_API path tables only in .api.ts modules', () => {
    const elsewhere = sourceFiles().filter(
      (f) => !f.endsWith('.api.ts') && /^export const [A-Z_]+_API\b/m.test(readFileSync(join(SRC, f), 'utf8')),
    );
    expect(elsewhere).toEqual([]);
  });
});

describe('index.ts', () => {
  it('re-exports every top-level module', () => {
    const index = readFileSync(join(SRC, 'index.ts'), 'utf8');
    const exported = importsOf(index).map((spec) => spec.replace(/^\.\//, ''));
    const modules = sourceFiles().filter((f) => f !== 'index.ts' && (!f.includes('/') || f === 'messages/index.ts'));
    expect(exported.sort()).toEqual(modules);
  });
});
