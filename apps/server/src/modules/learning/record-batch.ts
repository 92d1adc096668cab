// Group commit of the two heartbeats (issue 13's bench: thousands of students reporting every few seconds). The reports
// that arrive while a batch is being written wait and go together in the next one, ONE transaction in two round trips
// (db/pipeline.ts; the statements are in batch-statements.ts):
//
//   1. with BEGIN: read what each report names (the lesson or live session, the class through which the student may
//      study it) and the caller's session (refused when the database has ended it or does not know it: this read
//      is the heartbeat's session check, core/sessions.ts `confirmedBy`), and make the study_states rows its
//      admitted students lack, in user_id order; lock the reporting
//      students' state rows FOR UPDATE in user_id order (another instance's batch and the idle answer take them the
//      same way: no deadlock, and a student is serialised across instances); then, in a statement whose snapshot
//      follows the locks, read their lesson and live progress and, where a face check can be open, the latest pass;
//   2. decide every report in memory, in arrival order (crediting.ts, on the rules of rules.ts);
//   3. with COMMIT: write the progress, ledger rows, enrolments.study_started_at and states in one statement that
//      checks what it wrote;
//
// and only then answers each caller, so an acknowledged second survives a crash exactly as with one transaction per
// report. When a statement fails the batch is rolled back and its reports are written again one by one (a batch of
// one each): a bad report fails alone, and nothing is acknowledged that was not stored.
import type { FastifyBaseLogger } from 'fastify';
import type { SessionSeen } from '@/core/sessions.ts';
import type { Db } from '@/db/client.ts';
import { pipelined } from '@/db/pipeline.ts';
import { aloneOnFailure, GroupCommit, type GroupWrite, type Outcome } from '@/lib/group-commit.ts';
import { type Admission, admissionsOf, desksOf, type Report, readCalls, saveCall } from './batch-statements.ts';
import { creditLesson, creditLive, type Policy, type RecordResult } from './crediting.ts';

export type { Report };

/**
 * What the batch asks of the service: its clock, the limits, intervals and dice to decide with, and where to say what
 * it found of each caller's session.
 */
export interface BatchRules {
  clock(): Date;
  policy(): Policy;
  sessionSeen(sessionId: string, seen: SessionSeen | null): void;
}

/** At most this many reports in one transaction (a lock per student; 100 connections fill about half of it). */
const BATCH_MAX = 200;

export class RecordBatch {
  /** Write transactions opened so far (batches, and the one-by-one retries of a failed batch). */
  transactions = 0;
  // A failed batch is rolled back (nothing of it is stored): each report again on its own, so a bad one fails alone.
  private readonly group = new GroupCommit<Report, RecordResult>(
    aloneOnFailure(
      (reports) => this.write(reports),
      (err, reports) => this.log.warn({ err, reports }, 'learning records: batch failed, writing one by one'),
    ),
    BATCH_MAX,
  );

  constructor(
    private readonly db: Db,
    private readonly rules: BatchRules,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  /** Hears of every batch written (its size and time): the server's metrics. */
  observe(listener: (write: GroupWrite) => void): void {
    this.group.observe(listener);
  }

  /** Decides and stores one report in the next batch; answers once the batch has committed. */
  submit(report: Report): Promise<RecordResult> {
    return this.group.submit(report);
  }

  /** Resolves once every report submitted so far is committed or refused (a shutdown waits for it). */
  flushed(): Promise<void> {
    return this.group.flushed();
  }

  private write(reports: Report[]): Promise<Outcome<RecordResult>[]> {
    this.transactions++;
    return pipelined(this.db, async (tx) => {
      const now = this.rules.clock();
      const policy = this.rules.policy();
      const [facts = [], states = [], progress = []] = await tx.run(readCalls(reports, now, policy));
      const admissions = admissionsOf(reports, facts);
      for (const [i, { seen }] of admissions.entries()) this.rules.sessionSeen((reports[i] as Report).sessionId, seen);
      const desks = desksOf(reports, admissions, states, progress, now);
      const outcomes = reports.map((report, i): Outcome<RecordResult> => {
        const admission = admissions[i] as Admission;
        if (admission.kind === 'refused') return { error: admission.error };
        const desk = desks.get(report.userId);
        if (!desk) return { error: new Error(`study state of user ${report.userId} missing`) };
        if (admission.kind === 'lesson')
          return { result: creditLesson(desk, report, admission.lesson, admission.classId, now, policy) };
        return { result: creditLive(desk, report, admission.session, now, policy) };
      });
      const save = saveCall(desks.values(), now);
      await tx.commit(save ? [save] : []);
      return outcomes;
    });
  }
}
