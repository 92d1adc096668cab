// The dashboard's computations timed query by query, uncached, on a data:large database (issue 30): each caller's
// /home and cockpit answer computed `--rounds` times straight from the service, every statement it runs timed, and
// with --explain the plan (EXPLAIN ANALYZE) of each statement. Load-independent-ish figures for docs/performance.md.
//   npm run data:large -- --scale 0.1 && npm run profile:dashboard -- --db etp_large [--rounds 5] [--explain]
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Role } from '@etp/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';
import { type Db, openDatabase } from '../src/db/client.ts';
import { migrate, rowsOf } from '../src/db/migrate.ts';
import { DashboardService } from '../src/modules/dashboard/service.ts';
import { profileLoader } from '../src/modules/users/profiles.ts';
import { actorFor } from '../src/plugins/actor.ts';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'etp_large' },
    rounds: { type: 'string', default: '5' },
    explain: { type: 'boolean', default: false },
  },
});
const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const url = new URL(base);
url.pathname = `/${args.db}`;

interface Timed {
  text: string;
  ms: number;
}

async function main() {
  const database = await openDatabase({ url: url.toString(), dataDir: mkdtempSync(join(tmpdir(), 'etp-prof-')) });
  await migrate(database);
  const db = database.db;
  const dialect = (db as unknown as { dialect: { sqlToQuery(s: SQL): { sql: string; params: unknown[] } } }).dialect;
  let log: Timed[] | null = null;
  const plans = new Map<string, string>();
  const timed = new Proxy(db, {
    get(target, prop, receiver) {
      if (prop !== 'execute') return Reflect.get(target, prop, receiver);
      return async (query: SQL) => {
        const started = performance.now();
        const result = await target.execute(query);
        const ms = performance.now() - started;
        const { sql: text, params } = dialect.sqlToQuery(query);
        log?.push({ text: text.replace(/\s+/g, ' ').trim(), ms });
        if (args.explain && !plans.has(text)) {
          const client = (target as unknown as { $client: pg.Pool }).$client;
          const res = await client.query(`explain (analyze, buffers) ${text}`, params);
          plans.set(text, (res.rows as { 'QUERY PLAN': string }[]).map((r) => r['QUERY PLAN']).join('\n'));
        }
        return result;
      };
    },
  }) as Db;
  const load = profileLoader(db);
  const rows = rowsOf<{ id: number; username: string }>(
    await db.execute(
      sql`select id, username from users where username in ('admin', 'province', 'city', 'area', 'trainer')`,
    ),
  );
  const profiles = await load(rows.map((r) => r.id));
  const callers: [Role, 'home' | 'bigScreen'][] = [
    ['admin', 'home'],
    ['province', 'home'],
    ['city', 'home'],
    ['area', 'home'],
    ['trainer', 'home'],
    ['admin', 'bigScreen'],
    ['city', 'bigScreen'],
  ];
  const rounds = Number(args.rounds);
  for (const [role, kind] of callers) {
    const id = rows.find((r) => r.username === role)?.id;
    const profile = id === undefined ? undefined : profiles.get(id);
    if (!profile) throw new Error(`no ${role}`);
    const actor = actorFor(profile, role, 'zh-CN', () => {});
    const totals: number[] = [];
    const byQuery = new Map<string, number[]>();
    for (let i = 0; i < rounds; i++) {
      const service = new DashboardService(timed);
      log = [];
      const started = performance.now();
      await (kind === 'home' ? service.home(actor) : service.bigScreen(actor));
      totals.push(performance.now() - started);
      for (const q of log) byQuery.set(q.text, [...(byQuery.get(q.text) ?? []), q.ms]);
      log = null;
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    console.log(
      `\n${role} ${kind}: median ${median(totals).toFixed(1)} ms (${totals.map((t) => t.toFixed(0)).join(', ')})`,
    );
    const sorted = [...byQuery.entries()].sort((a, b) => median(b[1]) - median(a[1]));
    for (const [text, ms] of sorted) console.log(`  ${median(ms).toFixed(1).padStart(7)} ms  ${text.slice(0, 150)}`);
  }
  if (args.explain) for (const [text, plan] of plans) console.log(`\n=== ${text.replace(/\s+/g, ' ').trim()}\n${plan}`);
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
