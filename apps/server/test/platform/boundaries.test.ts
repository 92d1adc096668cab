// The server's boundaries (scripts/boundaries.ts): modules meet through index.ts, layers only look down, no import
// cycle, route paths come from the contracts, and a module reads only its own tables (the reporting module reads all).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { findDataViolations, findViolations, SERVER, WEB } from '../../../../scripts/boundaries.ts';

const SCRIPT = fileURLToPath(new URL('../../../../scripts/boundaries.ts', import.meta.url));

const verdict = (from: string, specifier: string, target: string | null) =>
  SERVER.check(from, { specifier, line: 1, target });

let roots: string[] = [];
afterEach(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
  roots = [];
});
/** A throw-away repository with these server source files (paths under apps/server/src). */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'server-boundaries-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    const file = join(root, SERVER.src, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return root;
}

/** Two domains' schema files and the barrel, as db/schema has them. */
const SCHEMA = {
  'db/schema/classes.ts':
    "import { pgTable, serial } from 'drizzle-orm/pg-core';\n" +
    "export const classes = pgTable('classes', { id: serial('id') });\n" +
    "export const enrolments = pgTable(\n  'enrolments',\n  { id: serial('id') },\n);\n",
  'db/schema/learning.ts':
    "import { pgTable, serial } from 'drizzle-orm/pg-core';\nexport const studyLedger = pgTable('study_ledger', { id: serial('id') });\n",
  'db/schema/index.ts': "export * from './classes.ts';\nexport * from './learning.ts';\n",
};

describe('server import boundaries', () => {
  it('has no import that crosses a boundary, no import cycle and no route path written as a literal', () => {
    expect(findViolations(SERVER)).toEqual([]);
  });

  it('refuses a module reaching past another module’s index.ts, and allows the index', () => {
    expect(verdict('modules/users/service.ts', '@/modules/exports/xlsx.ts', 'modules/exports/xlsx.ts')).toMatch(
      /reaches into module 'exports'/,
    );
    expect(verdict('modules/users/service.ts', '@/modules/exports/index.ts', 'modules/exports/index.ts')).toBeNull();
    expect(verdict('modules/users/routes.ts', './service.ts', 'modules/users/service.ts')).toBeNull();
  });

  it('refuses lower layers importing higher ones and imports that climb three levels', () => {
    expect(verdict('lib/paginate.ts', '@/modules/users/index.ts', 'modules/users/index.ts')).toMatch(/layers/);
    expect(verdict('plugins/auth.ts', '../modules/auth/index.ts', 'modules/auth/index.ts')).toMatch(/layers/);
    expect(verdict('modules/a/b/c.ts', '../../../lib/errors.ts', 'lib/errors.ts')).toMatch(/two levels/);
  });

  it('refuses an import cycle between files, type imports included', () => {
    const root = tree({
      'modules/users/import.ts': "import type { UserService } from './service.ts';\nexport const x = 1;\n",
      'modules/users/service.ts': "import { x } from './import.ts';\nexport class UserService {}\n",
    });
    expect(findViolations(SERVER, root)).toEqual([
      "apps/server/src/modules/users/import.ts:1  './service.ts'  import cycle: modules/users/import.ts -> modules/users/service.ts -> modules/users/import.ts",
    ]);
  });

  it('refuses modules that import each other, even through their index.ts and with no file cycle', () => {
    const root = tree({
      'modules/classes/index.ts': "export { ClassService } from './service.ts';\n",
      'modules/classes/service.ts':
        "import type { Hours } from '@/modules/learning/index.ts';\nexport class ClassService {}\n",
      'modules/learning/index.ts': "export type { Hours } from './hours.ts';\n",
      'modules/learning/hours.ts': 'export type Hours = number;\n',
      'modules/learning/reads.ts': "import { ClassService } from '@/modules/classes/index.ts';\n",
    });
    expect(findViolations(SERVER, root)).toEqual([
      "apps/server/src/modules/classes/service.ts:1  '@/modules/learning/index.ts'  module cycle: classes -> learning -> classes",
    ]);
  });

  it("refuses a route path written as a literal in a module's route files, not one from the contracts", () => {
    const root = tree({
      'modules/live/routes.ts':
        "import { LIVE_API } from '@etp/contracts';\n" +
        "// '/o/v1/live/:id' is the room (a comment may name a path)\n" +
        "app.get(LIVE_API.room(':id'), {});\napp.get('/o/v1/live/:id/chat', {});\n",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a route file's text, its template literal as written
      'modules/live/media.routes.ts': 'const byId = `/o/v1/live/:id/index.m3u8`;\napp.get(`${LIVE_API.base}*`, {});\n',
      'modules/live/service.ts': "const url = '/o/v1/live/1';\n",
    });
    expect(findViolations(SERVER, root)).toEqual([
      "apps/server/src/modules/live/media.routes.ts:1  route path `/o/v1/live/:id/index.m3u8` written as a literal: use the contracts' *_API entry",
      "apps/server/src/modules/live/routes.ts:4  route path '/o/v1/live/:id/chat' written as a literal: use the contracts' *_API entry",
    ]);
  });
});

describe('server data boundary', () => {
  it('has no module reading another domain’s tables (outside the reporting module)', () => {
    expect(findDataViolations()).toEqual({ problems: [], pairs: [] });
  });

  it('fails the build (the script exits 1) on a deliberate read of another domain’s table', () => {
    const root = tree({
      ...SCHEMA,
      'modules/learning/hours.ts':
        "import { enrolments } from '@/db/schema/classes.ts';\nexport const n = enrolments;\n",
    });
    mkdirSync(join(root, WEB.src), { recursive: true });
    const run = spawnSync(process.execPath, ['--import', 'tsx', SCRIPT], {
      encoding: 'utf8',
      env: { ...process.env, BOUNDARIES_ROOT: root },
    });
    expect(run.stdout).toContain(
      "apps/server/src/modules/learning/hours.ts:1  '@/db/schema/classes.ts'  reads the tables of 'classes'",
    );
    expect(run.stdout).toContain('data boundary: 1 module -> domain pairs, 1 reads');
    expect(run.status).toBe(1);
  });

  it("refuses a module importing another domain's schema file or the barrel, and allows its own file", () => {
    const root = tree({
      ...SCHEMA,
      'modules/learning/ledger.ts': "import { studyLedger } from '@/db/schema/learning.ts';\n",
      'modules/learning/hours.ts': "import { classes } from '@/db/schema/classes.ts';\n",
      'modules/learning/reads.ts': "import { enrolments, type studyLedger } from '@/db/schema/index.ts';\n",
    });
    const { problems, pairs } = findDataViolations(root);
    expect(problems).toEqual([
      "apps/server/src/modules/learning/hours.ts:1  '@/db/schema/classes.ts'  reads the tables of 'classes': use what modules/classes/index.ts exports",
      "apps/server/src/modules/learning/reads.ts:1  '@/db/schema/index.ts'  imports the schema barrel: import your own db/schema/<domain>.ts; it reads classes",
    ]);
    expect(pairs).toEqual(['learning -> classes']);
  });

  it("refuses raw SQL naming another domain's table, outside comments, and platform code reading any", () => {
    const root = tree({
      ...SCHEMA,
      'modules/learning/batch.ts':
        '// the classes are read from enrolments (a comment may name them)\n' +
        'const own = `select * from study_ledger`;\n' +
        'const other = `select 1\n  from "enrolments" e join classes c on c.id = e.class_id`;\n',
      'plugins/scope.ts': "import { classes } from '@/db/schema/classes.ts';\n",
    });
    const { problems, pairs } = findDataViolations(root);
    expect(problems).toEqual([
      "apps/server/src/modules/learning/batch.ts:4  SQL 'from \"enrolments\"'  names a table of 'classes': use what modules/classes/index.ts exports",
      "apps/server/src/modules/learning/batch.ts:4  SQL 'join classes'  names a table of 'classes': use what modules/classes/index.ts exports",
      "apps/server/src/plugins/scope.ts:1  '@/db/schema/classes.ts'  reads the tables of 'classes': use what modules/classes/index.ts exports",
    ]);
    expect(pairs).toEqual(['learning -> classes', 'plugins/scope.ts -> classes']);
  });

  it('lets the reporting module, the schema, migrations and seeds read every table', () => {
    const root = tree({
      ...SCHEMA,
      'modules/reporting/eligibility.ts':
        "import { classes } from '@/db/schema/classes.ts';\nimport { studyLedger } from '@/db/schema/index.ts';\n",
      'db/seed/classes.ts': "import { classes, studyLedger } from '@/db/schema/index.ts';\n",
      'plugins/worker-job.ts': 'const claim = `update worker_jobs set owner = $1`;\n',
    });
    expect(findDataViolations(root)).toEqual({ problems: [], pairs: [] });
  });
});
