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
  /** `import '...'`: for its effect only, no names. */
  bare?: boolean;
}

export interface Side {
  /** The source folder, relative to the repository. */
  src: string;
  /** Why an import from a source-relative file breaks a boundary, or null. */
  check(from: string, imp: Import): string | null;
  /** Why a whole file breaks a rule (what it may contain), or null. */
  checkFile?(from: string, text: string): string | null;
  /** Refuse import cycles: between files (type imports included), and between the folders `unitOf` names. */
  cycles?: { unitOf(path: string): string | null; unitName: string };
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
    found.push({ specifier, line, target: target?.split(sep).join('/') ?? null, bare: match[2] !== undefined });
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

/** The feature a source-relative path lies in ('features/exams/x.tsx' -> 'exams'), or null. */
const featureOf = (path: string) => (top(path) === 'features' && path.split('/').length > 2 ? second(path) : null);
/** The path inside its feature ('features/exams/bank/x.tsx' -> 'bank/x.tsx'). */
const insideFeature = (path: string) => path.split('/').slice(2).join('/');
const isIndex = (rest: string) => rest === '' || /^index(\.tsx?)?$/.test(rest);
// A feature's index.ts is its public surface and nothing else: re-exports only, so it has no effect of its own
// (vite.config.ts tells the bundler so, and a page that imports one part of a feature gets only that part).
const REEXPORT = /^export\s+(type\s+)?(\*(\s+as\s+\w+)?|\{[^}]*\})\s+from\s+['"]\.\/[^'"]+['"];?$/;
const stripComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/**
 * Web: features are the domains (exams, homework, ...). A feature uses another only through its index.ts (the
 * components and hooks it offers), never its inner files, and features import each other without a cycle. app/ and
 * layouts/ compose features: they load a feature's screens/ (the pages routes and menu views show) and use its
 * index.ts. Shared code (components, api, stores, utils, i18n) never imports features, layouts or app.
 */
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
    if (target === 'features' && featureOf(from) !== second(to)) {
      const rest = to.split('/').slice(2).join('/');
      if (layer === 'features' && !isIndex(rest))
        return `reaches into feature '${second(to)}': import its index.ts (@/features/${second(to)})`;
      if (imp.bare && isIndex(rest)) return `imports feature '${second(to)}' for an effect its index.ts does not have`;
      if ((layer === 'app' || layer === 'layouts') && !isIndex(rest) && !rest.startsWith('screens/'))
        return `${layer}/ uses feature '${second(to)}' through its index.ts or its screens/ only`;
    }
    // app/ and layouts/ compose features (.md): they may use each other, nothing below uses them.
    const rank: Record<string, number> = { app: 2, layouts: 2, features: 1 };
    const shared = ['components', 'api', 'stores', 'utils', 'i18n', 'test'];
    const fromRank = rank[layer] ?? (shared.includes(layer) ? 0 : null);
    const toRank = rank[target] ?? 0;
    if (fromRank !== null && toRank > fromRank) return `${layer}/ must not import ${target}/ (layers only look down)`;
    return null;
  },
  checkFile(from, text) {
    if (featureOf(from) === null || !/^index\.tsx?$/.test(insideFeature(from))) return null;
    const statements = stripComments(text)
      .split(';')
      .map((part) => part.replace(/\s+/g, ' ').trim())
      .filter(Boolean);
    const other = statements.find((statement) => !REEXPORT.test(`${statement};`));
    return other ? `a feature's index.ts only re-exports its own files: '${other.slice(0, 60)}'` : null;
  },
  cycles: { unitOf: (path) => featureOf(path), unitName: 'feature' },
};

/** The source file an import's target names ('api/http' -> 'api/http.ts'), or null when it is not a source file. */
function sourceFile(srcDir: string, target: string): string | null {
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`, `${target}/index.tsx`]) {
    if (!SOURCE.test(candidate)) continue;
    try {
      if (statSync(join(srcDir, candidate)).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

/** Strongly connected groups of a graph with more than one member or an edge to itself (Tarjan). */
function cyclesOf(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (stack.includes(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || graph.get(node)?.includes(node)) found.push(group);
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return found;
}

/** One way round a cycle inside a group, from its first member back to it: [a, b, c, a]. */
function loopIn(graph: Map<string, string[]>, group: string[]): string[] {
  const members = new Set(group);
  const start = [...group].sort()[0]!;
  const path = [start];
  const seen = new Set([start]);
  const walk = (node: string): boolean => {
    for (const to of graph.get(node) ?? []) {
      if (!members.has(to)) continue;
      if (to === start) return path.push(to) > 0;
      if (seen.has(to)) continue;
      seen.add(to);
      path.push(to);
      if (walk(to)) return true;
      path.pop();
    }
    return false;
  };
  walk(start);
  return path;
}

/** Every offending import under a side's source folder, as "file:line  'specifier'  reason". */
export function findViolations(side: Side, root = ROOT): string[] {
  const srcDir = join(root, side.src);
  const problems: string[] = [];
  const graph = new Map<string, string[]>();
  const firstImport = new Map<string, Import>();
  for (const file of filesUnder(srcDir)) {
    const from = relative(srcDir, file).split(sep).join('/');
    const imports = importsOf(file, srcDir);
    const edges: string[] = [];
    for (const imp of imports) {
      const reason = side.check(from, imp);
      if (reason) problems.push(`${side.src}/${from}:${imp.line}  '${imp.specifier}'  ${reason}`);
      const to = imp.target === null ? null : sourceFile(srcDir, imp.target);
      if (to === null || edges.includes(to)) continue;
      edges.push(to);
      firstImport.set(`${from} ${to}`, imp);
    }
    graph.set(from, edges);
    const reason = side.checkFile?.(from, readFileSync(file, 'utf8'));
    if (reason) problems.push(`${side.src}/${from}:1  ${reason}`);
  }
  if (!side.cycles) return problems;
  for (const group of cyclesOf(graph)) {
    const loop = loopIn(graph, group);
    const imp = firstImport.get(`${loop[0]} ${loop[1]}`)!;
    problems.push(`${side.src}/${loop[0]}:${imp.line}  '${imp.specifier}'  import cycle: ${loop.join(' -> ')}`);
  }
  const { unitOf, unitName } = side.cycles;
  const units = new Map<string, string[]>();
  const unitImport = new Map<string, string>();
  for (const [from, edges] of graph) {
    const unit = unitOf(from);
    if (unit === null) continue;
    const list = units.get(unit) ?? [];
    units.set(unit, list);
    for (const to of edges) {
      const other = unitOf(to);
      if (other === null || other === unit || list.includes(other)) continue;
      list.push(other);
      const imp = firstImport.get(`${from} ${to}`)!;
      unitImport.set(`${unit} ${other}`, `${side.src}/${from}:${imp.line}  '${imp.specifier}'`);
    }
  }
  for (const group of cyclesOf(units)) {
    const loop = loopIn(units, group);
    problems.push(`${unitImport.get(`${loop[0]} ${loop[1]}`)}  ${unitName} cycle: ${loop.join(' -> ')}`);
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
