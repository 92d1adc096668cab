// The pipelined transaction (db/pipeline.ts), on the engine of the run (PGlite, or PostgreSQL with TEST_DATABASE_URL):
// literals and array literals survive any text, statements are prepared once per connection and run on one generic
// plan, statements of one message see each other's writes, a failure rolls back what the earlier messages wrote, and
// nothing is visible to others before the commit.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@/db/migrate.ts';
import { bools, int, ints, literal, nums, pipelined, statement, texts } from '@/db/pipeline.ts';
import { type Api, testApp } from '../helpers.ts';

let api: Api;
beforeAll(async () => {
  api = await testApp();
  await api.app.db.execute(sql.raw('create table pipeline_probe (id int primary key, note text not null)'));
});
afterAll(async () => {
  await api.app.db.execute(sql.raw('drop table if exists pipeline_probe'));
  await api.close();
});

const insert = statement(
  'pipeline_probe_insert',
  ['int[]', 'text[]'],
  'insert into pipeline_probe (id, note) select * from unnest($1, $2) returning id, note',
);
const select = statement(
  'pipeline_probe_select',
  ['int'],
  'select id, note from pipeline_probe where id >= $1 order by id',
);
/** The insert's arguments for rows of id and note. */
const probeRows = (...values: [number, string][]) => [
  ints(values.map(([id]) => id)),
  texts(values.map(([, note]) => note)),
];
const notes = async (from: number) =>
  rowsOf<{ id: number; note: string }>(
    await api.app.db.execute(sql`select id, note from pipeline_probe where id >= ${from} order by id`),
  );

describe('literals', () => {
  it('carry quotes, backslashes, dollars, newlines and Chinese through the simple protocol unchanged', async () => {
    const tricky = [
      "O'Brien's tab",
      'C:\\path\\to\\file \\x41',
      "'); drop table pipeline_probe; --",
      '$1 $$ $body$',
      'line\nbreak\ttab',
      '学习记录 "quoted"',
    ];
    const rows = await pipelined(api.app.db, async (tx) => {
      const [inserted = []] = await tx.run([
        { statement: insert, args: probeRows(...tricky.map((note, i): [number, string] => [100 + i, note])) },
      ]);
      await tx.commit([]);
      return inserted;
    });
    expect(rows.map((r) => r.note)).toEqual(tricky);
    expect((await notes(100)).map((r) => r.note)).toEqual(tricky);
    expect(rowsOf(await api.app.db.execute(sql.raw(`select ${literal("it's \\ done")} as v`)))).toEqual([
      { v: "it's \\ done" },
    ]);
  });

  it('spells arrays with their nulls, and refuses numbers that are not numbers', async () => {
    const arrays = statement(
      'pipeline_probe_arrays',
      ['int[]', 'float8[]', 'text[]', 'bool[]'],
      'select $1 as i, $2 as f, $3 as t, $4 as b',
    );
    const [[row] = []] = await pipelined(api.app.db, (tx) =>
      tx.commit([
        {
          statement: arrays,
          args: [
            ints([1, null, -3]),
            nums([1.5, null]),
            texts(['a,b', null, 'NULL', '{"x"}', '']),
            bools([true, false]),
          ],
        },
      ]),
    );
    expect(row).toEqual({ i: [1, null, -3], f: [1.5, null], t: ['a,b', null, 'NULL', '{"x"}', ''], b: [true, false] });
    expect(() => ints([1.5])).toThrow(TypeError);
    expect(() => nums([Number.POSITIVE_INFINITY])).toThrow(TypeError);
    expect(() => statement('drop table x; --', [], 'select 1')).toThrow(TypeError);
  });

  it('refuses a number that is not a whole number, and a call with the wrong number of arguments', async () => {
    expect(() => int(1.5)).toThrow(TypeError);
    expect(() => int(Number.NaN)).toThrow(TypeError);
    await expect(pipelined(api.app.db, (tx) => tx.run([{ statement: select, args: [] }]))).rejects.toThrow(
      '1 arguments expected, 0 given',
    );
  });
});

describe('prepared statements', () => {
  it('are prepared once per connection and always run on their generic plan', async () => {
    const prepared = statement(
      'pipeline_probe_prepared',
      [],
      `select name, generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements
        where name like 'pipeline_probe_%' order by name`,
    );
    let seen: Record<string, unknown>[] = [];
    // Several times: a pool may hand out another connection, and PostgreSQL would try custom plans first five times.
    for (let i = 0; i < 7; i++) {
      [, seen = []] = await pipelined(api.app.db, (tx) =>
        tx.commit([
          { statement: select, args: [int(0)] },
          { statement: prepared, args: [] },
        ]),
      );
    }
    const probe = seen.find((r) => r.name === 'pipeline_probe_select');
    expect(probe).toMatchObject({ custom: 0 });
    expect(Number(probe?.generic)).toBeGreaterThan(0);
  });

  // PGlite is one connection, so the reset reaches the one the pipeline uses; a pool would hand out any.
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'prepares again on a connection that lost its statements (a reset session), after one failed call',
    async () => {
      const run = () => pipelined(api.app.db, (tx) => tx.commit([{ statement: select, args: [int(1_000_000)] }]));
      await run();
      await api.app.db.execute(sql.raw('deallocate all'));
      await expect(run()).rejects.toMatchObject({ code: '26000' });
      expect(await run()).toEqual([[]]);
    },
  );
});

describe('one transaction', () => {
  it('lets a statement see what the one before it in the same message wrote', async () => {
    const [, seen = []] = await pipelined(api.app.db, (tx) =>
      tx.commit([
        { statement: insert, args: probeRows([200, 'a']) },
        { statement: select, args: [int(200)] },
      ]),
    );
    expect(seen).toEqual([{ id: 200, note: 'a' }]);
  });

  it('shows nothing to others before the commit, and everything after it', async () => {
    const postgres = Boolean(process.env.TEST_DATABASE_URL);
    let during: unknown[] = ['not read'];
    await pipelined(api.app.db, async (tx) => {
      await tx.run([{ statement: insert, args: probeRows([300, 'b']) }]);
      // PGlite has one connection, which waits for the transaction: only PostgreSQL can look from outside meanwhile.
      if (postgres) during = await notes(300);
      await tx.commit([{ statement: insert, args: probeRows([301, 'c']) }]);
    });
    if (postgres) expect(during).toEqual([]);
    expect((await notes(300)).map((r) => r.id)).toEqual([300, 301]);
  });

  it('rolls back what earlier messages wrote when a later statement fails, and throws its error', async () => {
    await expect(
      pipelined(api.app.db, async (tx) => {
        await tx.run([{ statement: insert, args: probeRows([400, 'kept?']) }]);
        // The same key again: a unique violation in the committing message, whose COMMIT is then skipped.
        await tx.commit([{ statement: insert, args: probeRows([400, 'again']) }]);
      }),
    ).rejects.toThrow(/duplicate key|unique/);
    expect(await notes(400)).toEqual([]);
    // The connection is usable afterwards: no transaction was left open on it.
    await pipelined(api.app.db, (tx) => tx.commit([{ statement: insert, args: probeRows([401, 'd']) }]));
    expect((await notes(400)).map((r) => r.id)).toEqual([401]);
  });

  it('rolls back when the code between the messages throws', async () => {
    await expect(
      pipelined(api.app.db, async (tx) => {
        await tx.run([{ statement: insert, args: probeRows([500, 'e']) }]);
        throw new Error('decided against it');
      }),
    ).rejects.toThrow('decided against it');
    expect(await notes(500)).toEqual([]);
  });

  it('checks what it wrote inside the transaction with etp_assert, which fails it with the message', async () => {
    const check = statement('pipeline_probe_check', ['bool', 'text'], 'select etp_assert($1, $2) as ok');
    await expect(
      pipelined(api.app.db, (tx) =>
        tx.commit([
          { statement: insert, args: probeRows([600, 'f']) },
          { statement: check, args: ['false', literal('wrote 1 row, expected 2')] },
        ]),
      ),
    ).rejects.toThrow('wrote 1 row, expected 2');
    expect(await notes(600)).toEqual([]);
  });
});
