// Answer saves, in group commit (issue 14's bench: a whole exam room saving about once a second each). Every save of a
// theory or completion test goes through here; a lone save is a batch of one. The saves that arrive while a batch is
// being written wait and go together in the next one, ONE transaction in two round trips (db/pipeline.ts):
//
//   1. with BEGIN: lock the attempts the saves name FOR NO KEY UPDATE in id order (a submit and the overdue job lock the
//      attempt FOR UPDATE, and another instance's batch takes them the same way: a batch lands wholly before the
//      marking or finds the attempt submitted, and saves of one attempt are serialised across instances), with their
//      test's allowed leaves; then, in a statement whose snapshot follows the locks, read the stored version of each
//      answer the saves send;
//   2. decide every save in memory, in arrival order, on the rules of rules.ts (`decide`): the attempt open at the
//      save's own arrival, the highest version of each answer kept, a leave counted;
//   3. with COMMIT: write the answers kept, the leave counts and their events in one statement that checks what it
//      wrote;
//
// and only then answers each caller, so an acknowledged answer survives a crash exactly as with one transaction per
// save. When a statement fails the batch is rolled back and its saves are written again one by one: a bad save fails
// alone. What ends an attempt (its deadline, one leave too many) is the engine's submit, after the commit.
import type { AttemptStatus } from '@etp/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/db/client.ts';
import { type Call, int, ints, pipelined, type Row, statement, texts } from '@/db/pipeline.ts';
import { aloneOnFailure, GroupCommit, type GroupWrite } from '@/lib/group-commit.ts';
import { leavesExceeded, replaces, standing } from './rules.ts';

export interface SavedAnswer {
  question_id: number;
  answer: string[];
  version: number;
}

/** One save of a candidate: the attempt its token named, answers, a leave of the page, its arrival on the server. */
export interface Save {
  attemptId: number;
  answers: SavedAnswer[];
  left: boolean;
  now: Date;
}

/** An attempt as the batch holds it (locked). */
export interface Held {
  id: number;
  userId: number;
  status: AttemptStatus;
  deadline: Date;
  leaveCount: number;
  maxLeaves: number;
}

/** What was decided of one save. */
export type Decision =
  /** Taken: the stored version of each question it sent, the attempt's deadline and leaves, and whether it ends it. */
  | {
      kind: 'saved';
      saved: { question_id: number; version: number }[];
      deadline: Date;
      leaveCount: number;
      endsByLeaves: boolean;
    }
  /** Refused: submitted already; past its deadline (the engine submits it); no such attempt. */
  | { kind: 'closed' }
  | { kind: 'overdue' }
  | { kind: 'missing' };

/** What the batch writes: the answers kept (one per attempt and question), the new leave counts, the leaves' events. */
export interface Writes {
  answers: { attemptId: number; questionId: number; answer: string[]; version: number; savedAt: Date }[];
  leaves: Map<number, number>;
  events: { attemptId: number; actorId: number; at: Date }[];
}

const keyOf = (attemptId: number, questionId: number) => `${attemptId}:${questionId}`;

/**
 * Decides the saves of a batch one after the other, as they would be one by one: `held` are the locked attempts,
 * `stored` the stored version of each (attempt, question) (`keyOf`) the saves send. Neither is changed.
 */
export function decide(
  saves: Save[],
  held: ReadonlyMap<number, Held>,
  stored: ReadonlyMap<string, number>,
): { decisions: Decision[]; writes: Writes } {
  const attempts = new Map([...held].map(([id, a]) => [id, { ...a }]));
  const versions = new Map(stored);
  const kept = new Map<string, Writes['answers'][number]>();
  const writes: Writes = { answers: [], leaves: new Map(), events: [] };
  const decisions = saves.map((save): Decision => {
    const attempt = attempts.get(save.attemptId);
    if (!attempt) return { kind: 'missing' };
    const stands = standing(attempt, save.now);
    if (stands !== 'open') {
      // The engine submits an overdue attempt once this batch has committed: later saves find it submitted.
      attempt.status = 'submitted';
      return stands === 'closed' ? { kind: 'closed' } : { kind: 'overdue' };
    }
    for (const a of save.answers) {
      const key = keyOf(attempt.id, a.question_id);
      if (!replaces(versions.get(key), a.version)) continue;
      versions.set(key, a.version);
      kept.set(key, {
        attemptId: attempt.id,
        questionId: a.question_id,
        answer: a.answer,
        version: a.version,
        savedAt: save.now,
      });
    }
    let endsByLeaves = false;
    if (save.left) {
      attempt.leaveCount += 1;
      writes.leaves.set(attempt.id, attempt.leaveCount);
      writes.events.push({ attemptId: attempt.id, actorId: attempt.userId, at: save.now });
      endsByLeaves = leavesExceeded(attempt.leaveCount, attempt.maxLeaves);
      // The engine submits it once this batch has committed (with this save's answers): later saves find it submitted.
      if (endsByLeaves) attempt.status = 'submitted';
    }
    const questions = [...new Set(save.answers.map((a) => a.question_id))];
    return {
      kind: 'saved',
      saved: questions.map((q) => ({ question_id: q, version: versions.get(keyOf(attempt.id, q)) as number })),
      deadline: attempt.deadline,
      leaveCount: attempt.leaveCount,
      endsByLeaves,
    };
  });
  writes.answers = [...kept.values()];
  return { decisions, writes };
}

/** A timestamp as milliseconds since the epoch (a float8: a number to the client, no date text to parse). */
const ms = (column: string) => `(extract(epoch from ${column}) * 1000)::float8`;
/** The statement's rows: the JSON array of its one row's `j`. */
const rowsOf = <T>(rows: Row[] | undefined): T[] => JSON.parse((rows?.[0]?.j as string | undefined) ?? '[]') as T[];

const LOCK = statement(
  'etp_exam_save_lock',
  ['int[]'],
  `with held as (
      select id, user_id, status, ${ms('deadline')} as deadline, leave_count, test_id
      from exam_attempts where id = any($1)
      order by id
      for no key update
    )
    select coalesce(json_agg(json_build_array(h.id, h.user_id, h.status, h.deadline, h.leave_count, t.max_leaves)),
        '[]')::text as j
    from held h
    cross join lateral (select t.max_leaves from exam_tests t where t.id = h.test_id offset 0) t`,
);

const STORED = statement(
  'etp_exam_save_stored',
  ['int[]', 'int[]'],
  `select coalesce(json_agg(json_build_array(k.attempt_id, k.question_id, a.version)), '[]')::text as j
    from unnest($1, $2) as k(attempt_id, question_id)
    cross join lateral (
      select a.version from exam_answers a
      where a.attempt_id = k.attempt_id and a.question_id = k.question_id offset 0
    ) a`,
);

const WRITE = statement(
  'etp_exam_save_write',
  [
    ...['int[]', 'int[]', 'text[]', 'int[]', 'timestamptz[]'], // $1-$5 answers
    ...['int[]', 'int[]'], // $6-$7 leave counts
    ...['int[]', 'int[]', 'timestamptz[]'], // $8-$10 leave events
    ...['int', 'int', 'int'], // $11-$13 the counts decided
  ],
  `with answers as (
      insert into exam_answers (attempt_id, question_id, answer, version, saved_at)
      select attempt_id, question_id, answer::jsonb, version, saved_at
        from unnest($1, $2, $3, $4, $5) as a(attempt_id, question_id, answer, version, saved_at)
      -- Decided under the attempts' locks: what is written here replaces what the batch read.
      on conflict (attempt_id, question_id) do update
        set answer = excluded.answer, version = excluded.version, saved_at = excluded.saved_at
      returning 1
    ),
    leaves as (
      update exam_attempts t set leave_count = l.leave_count
        from unnest($6, $7) as l(id, leave_count)
        where t.id = l.id
      returning 1
    ),
    events as (
      insert into exam_attempt_events (attempt_id, kind, actor_id, at)
      select attempt_id, 'left', actor_id, at from unnest($8, $9, $10) as e(attempt_id, actor_id, at)
      returning 1
    ),
    written as (
      select (select count(*) from answers)::int as answers, (select count(*) from leaves)::int as leaves,
        (select count(*) from events)::int as events
    )
    select etp_assert(
        answers = $11 and leaves = $12 and events = $13,
        'answer saves: the batch wrote ' || row_to_json(written)::text || ', not what it decided'
      ) as ok
    from written`,
);

/** The reading calls of a batch, for one round trip: the attempts locked, then the stored versions (see the top). */
export function readCalls(saves: Save[]): Call[] {
  const pairs = new Map<string, [number, number]>();
  for (const s of saves)
    for (const a of s.answers) pairs.set(keyOf(s.attemptId, a.question_id), [s.attemptId, a.question_id]);
  return [
    { statement: LOCK, args: [ints([...new Set(saves.map((s) => s.attemptId))])] },
    {
      statement: STORED,
      args: [ints([...pairs.values()].map(([attempt]) => attempt)), ints([...pairs.values()].map(([, q]) => q))],
    },
  ];
}

/** The locked attempts, from the locking statement's rows. */
export function heldOf(rows: Row[] | undefined): Map<number, Held> {
  type HeldRow = [id: number, userId: number, status: AttemptStatus, deadline: number, leaves: number, max: number];
  return new Map(
    rowsOf<HeldRow>(rows).map(([id, userId, status, deadline, leaveCount, maxLeaves]) => [
      id,
      { id, userId, status, deadline: new Date(deadline), leaveCount, maxLeaves },
    ]),
  );
}

/** The stored versions, by `keyOf(attempt, question)`, from the reading statement's rows. */
export function storedOf(rows: Row[] | undefined): Map<string, number> {
  return new Map(rowsOf<[number, number, number]>(rows).map(([attempt, q, version]) => [keyOf(attempt, q), version]));
}

/** The write of what the batch decided, checking the counts it wrote (etp_assert); null when nothing changes. */
export function writeCall({ answers, leaves, events }: Writes): Call | null {
  if (answers.length === 0 && leaves.size === 0) return null;
  const iso = (d: Date) => d.toISOString();
  return {
    statement: WRITE,
    args: [
      ints(answers.map((a) => a.attemptId)),
      ints(answers.map((a) => a.questionId)),
      texts(answers.map((a) => JSON.stringify(a.answer))),
      ints(answers.map((a) => a.version)),
      texts(answers.map((a) => iso(a.savedAt))),
      ints([...leaves.keys()]),
      ints([...leaves.values()]),
      ints(events.map((e) => e.attemptId)),
      ints(events.map((e) => e.actorId)),
      texts(events.map((e) => iso(e.at))),
      int(answers.length),
      int(leaves.size),
      int(events.length),
    ],
  };
}

/** At most this many saves in one transaction (a paper has at most 200 questions: a statement stays small). */
const BATCH_MAX = 200;

export class SaveBatcher {
  /** Write transactions opened so far (batches, and the one-by-one retries of a failed batch). */
  transactions = 0;
  private readonly group = new GroupCommit<Save, Decision>(
    aloneOnFailure(
      (saves) => this.write(saves),
      (err, saves) => this.log.warn({ err, saves }, 'answer saves: batch failed, writing one by one'),
    ),
    BATCH_MAX,
  );

  constructor(
    private readonly db: Db,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  /** Resolves once every save submitted so far is written (a shutdown waits for it). */
  flushed(): Promise<void> {
    return this.group.flushed();
  }

  /** Hears of every group write (its size and time): the server's metrics. */
  observe(listener: (write: GroupWrite) => void): void {
    this.group.observe(listener);
  }

  /** Decides and stores one save in the next batch; answers once the batch has committed. */
  save(save: Save): Promise<Decision> {
    return this.group.submit(save);
  }

  private write(saves: Save[]) {
    this.transactions++;
    return pipelined(this.db, async (tx) => {
      const [locked, versions] = await tx.run(readCalls(saves));
      const { decisions, writes } = decide(saves, heldOf(locked), storedOf(versions));
      const call = writeCall(writes);
      await tx.commit(call ? [call] : []);
      return decisions.map((result) => ({ result }));
    });
  }
}
