// Import boundaries of the server and the web app, read from the source: who may import whom.
// Used by apps/server/test/platform/boundaries.test.ts and apps/web/src/boundaries.test.ts, and runnable by hand:
//   node --import tsx scripts/boundaries.ts        (prints every offending import, exits 1 when there is one)
// It also holds the server's data boundary (who reads whose tables, findDataViolations): a module that reads another
// domain's tables fails it like any other boundary (npm run boundaries:data also lists the reader -> owner pairs).
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
  /** Each place in a file's text that breaks a rule, with its line. */
  checkText?(from: string, text: string): { line: number; reason: string }[];
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

/** The line a character offset of a text lies on (1-based). */
const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;
/** The text with its comments blanked out, offsets (and so lines) kept. */
const blankComments = (text: string) =>
  text.replace(
    /\/\*[\s\S]*?\*\/|(^|[^:'"`\\])\/\/[^\n]*/g,
    (match, before: string | undefined) => (before ?? '') + match.slice((before ?? '').length).replace(/[^\n]/g, ' '),
  );
// A string or template literal that reads as a URL path ('/f/v1/x/:id', `/metrics`); one opening with `${` does not.
const PATH_LITERAL = /(['"`])\/[A-Za-z:][^'"`\s]*\1/g;
/** A module's route files: routes.ts, admin.routes.ts, media.routes.ts... */
const isRouteFile = (path: string) => top(path) === 'modules' && /(^|\.)routes\.ts$/.test(path.split('/').pop() ?? '');

/**
 * Server: modules meet only through each other's index.ts; lower layers never import higher ones; no import cycle
 * between files or between modules (type imports included); a route's path is an entry of the contracts' `*_API` tables, never a literal
 * (the web calls the same entry, so the two cannot drift apart).
 */
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
  checkText(from, text) {
    if (!isRouteFile(from)) return [];
    return [...blankComments(text).matchAll(PATH_LITERAL)].map((match) => ({
      line: lineAt(text, match.index),
      reason: `route path ${match[0]} written as a literal: use the contracts' *_API entry`,
    }));
  },
  cycles: { unitOf: (path) => (top(path) === 'modules' ? second(path) || null : null), unitName: 'module' },
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

/**
 * The server's data boundary (docs/adding-a-domain.md "How a domain reads and reacts to other domains"): a table
 * belongs to the module named like its schema file (db/schema/classes.ts -> modules/classes/), and only its owner
 * imports that file or names its tables in raw SQL. Others read through what the owner exports from its index.ts.
 * Platform code (core/, plugins/, lib/) owns no domain's tables. Nobody outside db/ imports the barrel
 * db/schema/index.ts. db/ itself (migrations, seeds, the schema), cli/ and the tests are outside the rule.
 */
export const SCHEMA_OWNERS: Record<string, readonly string[]> = {
  // The platform's job lease table (plugins/worker-job.ts), no domain's.
  workers: ['plugins/worker-job.ts'],
};
/** Modules that may read every domain's tables (cross-domain figures; they write none). */
export const READS_EVERY_DOMAIN: readonly string[] = ['reporting'];
const SCHEMA_DIR = 'db/schema';

/** Who a source-relative file reads tables as: its module ('classes'), a platform file itself, or null (no rule). */
function dataUnitOf(from: string): string | null {
  if (top(from) === 'modules') return READS_EVERY_DOMAIN.includes(second(from)) ? null : second(from) || null;
  return ['core', 'plugins', 'lib'].includes(top(from)) ? from : null;
}
const owns = (unit: string, domain: string) => unit === domain || (SCHEMA_OWNERS[domain]?.includes(unit) ?? false);

/** What each schema file exports (name -> domain) and which tables it defines (SQL name -> domain). */
function schemaOf(srcDir: string): { names: Map<string, string>; tables: Map<string, string> } {
  const names = new Map<string, string>();
  const tables = new Map<string, string>();
  for (const file of readdirSync(join(srcDir, SCHEMA_DIR))) {
    if (!file.endsWith('.ts') || file === 'index.ts') continue;
    const domain = file.replace(/\.ts$/, '');
    const text = readFileSync(join(srcDir, SCHEMA_DIR, file), 'utf8');
    for (const match of text.matchAll(/export\s+(?:const|function|type|interface|enum)\s+(\w+)/g))
      names.set(match[1]!, domain);
    for (const match of text.matchAll(/export\s*\{([^}]*)\}/g))
      for (const part of match[1]!.split(','))
        if (part.trim())
          names.set(
            part
              .trim()
              .split(/\s+as\s+/)
              .pop()!
              .replace(/^type\s+/, ''),
            domain,
          );
    for (const match of text.matchAll(/Table\(\s*['"]([a-z_0-9]+)['"]/g)) tables.set(match[1]!, domain);
  }
  return { names, tables };
}

// `import { a, type b, c as d } from '...'` (and `import type { ... }`): the names a file takes from a module.
const NAMED_IMPORT = /import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;
// Raw SQL naming a table: `from x`, `join "x"`, `into x`, `update x`, `table x`.
const SQL_TABLE = /\b(?:from|join|into|update|table)\s+"?([a-z_][a-z0-9_]*)"?/gi;

export interface DataReport {
  /** Each offending import or SQL text, as "file:line  what  reason". */
  problems: string[];
  /** Each reader -> owner pair ('learning -> classes'), sorted: the figure to bring to zero. */
  pairs: string[];
}

/** Every read of another domain's tables by a module or platform file: each one fails the build. */
export function findDataViolations(root = ROOT): DataReport {
  const srcDir = join(root, SERVER.src);
  const { names, tables } = schemaOf(srcDir);
  const problems: string[] = [];
  const pairs = new Set<string>();
  const schemaFile = (target: string) =>
    target.startsWith(`${SCHEMA_DIR}/`) ? target.slice(SCHEMA_DIR.length + 1).replace(/\.ts$/, '') : null;
  for (const file of filesUnder(srcDir)) {
    const from = relative(srcDir, file).split(sep).join('/');
    const unit = dataUnitOf(from);
    if (unit === null) continue;
    const text = readFileSync(file, 'utf8');
    const where = (offset: number) => `${SERVER.src}/${from}:${lineAt(text, offset)}`;
    for (const match of text.matchAll(NAMED_IMPORT)) {
      const specifier = match[2]!;
      const imp = importsOf(file, srcDir).find((one) => one.specifier === specifier);
      const domain = imp?.target ? schemaFile(imp.target) : null;
      if (domain === null) continue;
      if (domain === 'index') {
        const read = [
          ...new Set(
            match[1]!.split(',').map((part) =>
              names.get(
                part
                  .trim()
                  .replace(/^type\s+/, '')
                  .split(/\s+as\s+/)[0]!,
              ),
            ),
          ),
        ];
        const others = read.filter((d): d is string => d !== undefined && !owns(unit, d)).sort();
        for (const other of others) pairs.add(`${unit} -> ${other}`);
        const what = others.length ? `; it reads ${others.join(', ')}` : '';
        problems.push(
          `${where(match.index)}  '${specifier}'  imports the schema barrel: import your own ${SCHEMA_DIR}/<domain>.ts${what}`,
        );
      } else if (!owns(unit, domain)) {
        pairs.add(`${unit} -> ${domain}`);
        problems.push(
          `${where(match.index)}  '${specifier}'  reads the tables of '${domain}': use what modules/${domain}/index.ts exports`,
        );
      }
    }
    for (const match of blankComments(text).matchAll(SQL_TABLE)) {
      const domain = tables.get(match[1]!);
      if (domain === undefined || owns(unit, domain)) continue;
      pairs.add(`${unit} -> ${domain}`);
      problems.push(
        `${where(match.index)}  SQL '${match[0]}'  names a table of '${domain}': use what modules/${domain}/index.ts exports`,
      );
    }
  }
  return { problems, pairs: [...pairs].sort() };
}

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
    const text = readFileSync(file, 'utf8');
    const reason = side.checkFile?.(from, text);
    if (reason) problems.push(`${side.src}/${from}:1  ${reason}`);
    for (const found of side.checkText?.(from, text) ?? [])
      problems.push(`${side.src}/${from}:${found.line}  ${found.reason}`);
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
  // BOUNDARIES_ROOT: another tree to check (the boundaries test runs the script on a throw-away one).
  const root = process.env.BOUNDARIES_ROOT ?? ROOT;
  const problems = [...findViolations(SERVER, root), ...findViolations(WEB, root)];
  for (const problem of problems) console.log(problem);
  console.log(problems.length ? `${problems.length} boundary violations` : 'no boundary violations');
  // The data boundary: a module reads only its own tables (modules/reporting reads every one and writes none).
  const data = findDataViolations(root);
  for (const problem of data.problems) console.log(problem);
  if (process.argv.includes('--data')) for (const pair of data.pairs) console.log(`  ${pair}`);
  console.log(
    `data boundary: ${data.pairs.length} module -> domain pairs, ${data.problems.length} reads of another domain's tables`,
  );
  process.exit(problems.length || data.problems.length ? 1 : 0);
}
