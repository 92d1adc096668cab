// Group commit of answer saves (issue 14's bench: a whole exam room saving about once a second each). The saves that
// arrive while a write is under way wait and go together in the next one: ONE statement that share-locks the
// attempts still open (status in progress, deadline not passed on the server clock), upserts their answers (highest
// version wins) and reads back the stored versions, then commits. Every caller is answered only after that commit,
// so an acknowledged answer survives a crash exactly as with one transaction per save.
//
// The share lock is what keeps the rules of the one-by-one path: a submit (and the overdue job) takes the attempt's
// row `FOR UPDATE`, so a batch either lands before the submit marks the answers or sees the attempt closed. An
// attempt that is not open any more is not written here: its caller falls back to the one-by-one save, which refuses
// it with the right message (and submits an attempt found past its deadline).
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { rowsOf } from '@/db/migrate.ts';
import { examAnswers, examAttempts } from '@/db/schema/index.ts';
import { GroupCommit } from '@/lib/group-commit.ts';

export interface BatchedAnswer {
  question_id: number;
  answer: string[];
  version: number;
}

/** What a save of an open attempt answers: the stored version of each question it sent, and the attempt's state. */
export interface BatchOutcome {
  open: true;
  saved: { question_id: number; version: number }[];
  deadline: Date;
  leaveCount: number;
}

interface Waiting {
  attemptId: number;
  answers: BatchedAnswer[];
  now: Date;
}

type Saved = BatchOutcome | { open: false };

/** At most this many saves in one statement (a paper has at most 200 questions: a statement stays small). */
const BATCH_MAX = 200;

export class SaveBatcher {
  private readonly group = new GroupCommit<Waiting, Saved>(
    async (batch) => (await this.write(batch)).map((result) => ({ result })),
    BATCH_MAX,
  );

  constructor(private readonly db: Db) {}

  /** Resolves once every save submitted so far is written (a shutdown waits for it). */
  flushed(): Promise<void> {
    return this.group.flushed();
  }

  /** Saves one attempt's answers in the next group write; `open: false` when the attempt is closed or past due. */
  save(attemptId: number, answers: BatchedAnswer[], now: Date): Promise<Saved> {
    return this.group.submit({ attemptId, answers, now });
  }

  private async write(batch: Waiting[]): Promise<Saved[]> {
    // One row per (attempt, question): the highest version of the batch (a lower one would not be kept anyway, and
    // an upsert may not touch one row twice).
    const top = new Map<string, { attempt_id: number; question_id: number; answer: string[]; version: number }>();
    for (const w of batch)
      for (const a of w.answers) {
        const key = `${w.attemptId}:${a.question_id}`;
        const seen = top.get(key);
        if (!seen || seen.version < a.version)
          top.set(key, { attempt_id: w.attemptId, question_id: a.question_id, answer: a.answer, version: a.version });
      }
    const ids = [...new Set(batch.map((w) => w.attemptId))];
    // The server's clock of the batch: the latest of its callers' (each was taken when its request arrived).
    const now = new Date(Math.max(...batch.map((w) => w.now.getTime())));
    const result = await this.db.execute(sql`
      with open_attempts as (
        select ${examAttempts.id} as id, ${examAttempts.deadline} as deadline, ${examAttempts.leaveCount} as leave_count
        from ${examAttempts}
        where ${examAttempts.id} in (select value::int from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))
          and ${examAttempts.status} = 'in_progress' and ${examAttempts.deadline} > ${now}
        for share
      ),
      input as (
        select i.* from jsonb_to_recordset(${JSON.stringify([...top.values()])}::jsonb)
          as i(attempt_id int, question_id int, answer jsonb, version int)
        join open_attempts o on o.id = i.attempt_id
      ),
      written as (
        insert into ${examAnswers} (attempt_id, question_id, answer, version, saved_at)
        select attempt_id, question_id, answer, version, ${now} from input
        on conflict (attempt_id, question_id) do update
          set answer = excluded.answer, version = excluded.version, saved_at = excluded.saved_at
          where ${examAnswers.version} < excluded.version
        returning attempt_id, question_id, version
      )
      select 'open' as kind, id as attempt_id, null::int as question_id, null::int as version, deadline, leave_count
        from open_attempts
      union all
      select 'written', attempt_id, question_id, version, null, null from written
      union all
      select 'stored', a.attempt_id, a.question_id, a.version, null, null
        from ${examAnswers} a join input i on i.attempt_id = a.attempt_id and i.question_id = a.question_id`);
    type Out = {
      kind: 'open' | 'written' | 'stored';
      attempt_id: number;
      question_id: number | null;
      version: number | null;
      deadline: string | Date | null;
      leave_count: number | null;
    };
    const open = new Map<number, { deadline: Date; leaveCount: number }>();
    // The stored version of each (attempt, question) after the write: the statement's snapshot shows the rows as they
    // were before it, so a row it wrote is read from what the insert returned (the higher of the two).
    const stored = new Map<string, number>();
    for (const row of rowsOf<Out>(result)) {
      if (row.kind === 'open') {
        open.set(Number(row.attempt_id), {
          deadline: new Date(row.deadline as string | Date),
          leaveCount: Number(row.leave_count),
        });
      } else {
        const key = `${row.attempt_id}:${row.question_id}`;
        stored.set(key, Math.max(stored.get(key) ?? 0, Number(row.version)));
      }
    }
    return batch.map((w) => {
      const state = open.get(w.attemptId);
      if (!state) return { open: false as const };
      const questions = [...new Set(w.answers.map((a) => a.question_id))];
      return {
        open: true as const,
        saved: questions
          .map((q) => ({ question_id: q, version: stored.get(`${w.attemptId}:${q}`) ?? 0 }))
          .filter((s) => s.version > 0),
        deadline: state.deadline,
        leaveCount: state.leaveCount,
      };
    });
  }
}
