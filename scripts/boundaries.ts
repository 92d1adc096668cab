// Import boundaries of the server and the web app, read from the source: who may import whom.
// Used by apps/server/test/platform/boundaries.test.ts and apps/web/src/boundaries.test.ts, and runnable by hand:
//   node --import tsx scripts/boundaries.ts        (prints every offending import, exits 1 when there is one)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

// A string, not new URL(): under jsdom (the web's unit tests) URL is jsdom's, which fileURLToPath refuses.
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
// import x from '...'; export { x } from '...'; import '...'; import('...')
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"`]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...filesUnder(path));
    else if (SOURCE.test(name)) out.push(path);
  }
  return out;
}

/** Every import of a file: the specifier, its line, and the source-relative path it points to (or null for a package). */
export interface Import {
  specifier: string;
  line: number;
  /** The source-relative path it points to ('lib/errors.ts'), or null for a package. */
  target: string | null;
}

export interface Side {
  /** The source folder, relative to the repository. */
  src: string;
  /** Why an import from a source-relative file breaks a boundary, or null. */
  check(from: string, imp: Import): string | null;
}

export function importsOf(file: string, srcDir: string): Import[] {
  const text = readFileSync(file, 'utf8');
  const found: Import[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const specifier = (match[1] ?? match[2] ?? match[3])!;
    const line = text.slice(0, match.index).split('\n').length + (match[0].startsWith('\n') ? 1 : 0);
    let target: string | null = null;
    if (specifier.startsWith('@/')) target = specifier.slice(2);
    else if (specifier.startsWith('.')) target = relative(srcDir, normalize(join(dirname(file), specifier)));
    found.push({ specifier, line, target: target?.split(sep).join('/') ?? null });
  }
  return found;
}

const top = (path: string) => path.split('/')[0] ?? '';
const second = (path: string) => path.split('/')[1] ?? '';
const climbsTooFar = (specifier: string) => specifier.startsWith('../../../');

/** Server: modules meet only through each other's index.ts; lower layers never import higher ones. */
export const SERVER: Side & { layers(from: string, imp: Import): string | null } = {
  src: 'apps/server/src',
  check(from, imp) {
    return (
      this.layers(from, imp) ?? (climbsTooFar(imp.specifier) ? 'climbs more than two levels: use the @/ alias' : null)
    );
  },
  layers(from, imp) {
    const to = imp.target;
    if (to === null) return null;
    const layer = top(from);
    if (layer === 'modules' && top(to) === 'modules' && second(to) !== second(from)) {
      const rest = to.split('/').slice(2).join('/');
      if (rest !== 'index.ts' && rest !== 'index') return `reaches into module '${second(to)}': import its index.ts`;
    }
    if (layer === 'db' && second(from) === 'seed' && top(to) === 'modules') {
      const rest = to.split('/').slice(2).join('/');
      if (rest !== 'index.ts' && rest !== 'index') return `reaches into module '${second(to)}': import its index.ts`;
      return null;
    }
    const lower: Record<string, string[]> = {
      lib: ['lib'],
      db: ['lib', 'db'],
      core: ['lib', 'db', 'core'],
      plugins: ['lib', 'db', 'core', 'plugins'],
    };
    const allowed = lower[layer];
    if (allowed && !allowed.includes(top(to).replace(/\.ts$/, '')) && top(to) !== 'config.ts')
      return `${layer}/ must not import ${top(to)}/ (layers only look down)`;
    return null;
  },
};

/** Web: app/ and layouts/ compose features; no feature imports another; shared code never imports upward. */
export const WEB: Side & { layers(from: string, imp: Import): string | null } = {
  src: 'apps/web/src',
  check(from, imp) {
    return (
      this.layers(from, imp) ?? (climbsTooFar(imp.specifier) ? 'climbs more than two levels: use the @/ alias' : null)
    );
  },
  layers(from, imp) {
    const to = imp.target;
    if (to === null) return null;
    const layer = top(from);
    const target = top(to);
    if (layer === 'features' && target === 'features' && second(to) !== second(from))
      return `feature '${second(from)}' imports feature '${second(to)}': move the shared part to components/ or utils/`;
    // app/ and layouts/ compose features (ARCHITECTURE.md): they may use each other, nothing below uses them.
    const rank: Record<string, number> = { app: 2, layouts: 2, features: 1 };
    const shared = ['components', 'api', 'stores', 'utils', 'i18n', 'test'];
    const fromRank = rank[layer] ?? (shared.includes(layer) ? 0 : null);
    const toRank = rank[target] ?? 0;
    if (fromRank !== null && toRank > fromRank) return `${layer}/ must not import ${target}/ (layers only look down)`;
    return null;
  },
};

/** Every offending import under a side's source folder, as "file:line  'specifier'  reason". */
export function findViolations(side: Side, root = ROOT): string[] {
  const srcDir = join(root, side.src);
  const problems: string[] = [];
  for (const file of filesUnder(srcDir)) {
    const from = relative(srcDir, file).split(sep).join('/');
    for (const imp of importsOf(file, srcDir)) {
      const reason = side.check(from, imp);
      if (reason) problems.push(`${side.src}/${from}:${imp.line}  '${imp.specifier}'  ${reason}`);
    }
  }
  return problems;
}

if (
  import.meta.url.startsWith('file:') &&
  process.argv[1] &&
  fileURLToPath(import.meta.url) === normalize(process.argv[1])
) {
  const problems = [...findViolations(SERVER), ...findViolations(WEB)];
  for (const problem of problems) console.log(problem);
  console.log(problems.length ? `${problems.length} boundary violations` : 'no boundary violations');
  process.exit(problems.length ? 1 : 0);
}
