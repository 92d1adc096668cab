// The intake of browser error reports: each report is read (stack through the build's source maps), grouped into its
// issue by fingerprint and stored; the replay sent along is kept with the first report of the request, cut to the
// configured bytes, while its issue has fewer replays than the configured number.
import type { ClientErrorKind, clientErrorBatch, clientReport } from '@etp/contracts';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/db/client.ts';
import { clientErrors, clientIssues, clientReplays } from '@/db/schema/monitoring.ts';
import { type KeptReplay, keepReplay } from './replay.ts';
import type { SourceMaps } from './source-maps.ts';
import { culpritOf, fingerprintOf, normaliseMessage, parseStack } from './stack.ts';

type Batch = z.output<typeof clientErrorBatch>;
type Report = z.output<typeof clientReport>;

/** Who sent the request: the signed-in user its own token names (never a field of the report), and its browser. */
export interface Reporter {
  userId: number | null;
  userAgent: string;
}

export interface IntakeOptions {
  replayMaxBytes: number;
  replaysPerIssue: number;
}

/** What the intake tells the metrics. */
export interface IntakeCounters {
  report(kind: ClientErrorKind): void;
  replay(outcome: 'kept' | 'cut' | 'too_large' | 'issue_full'): void;
}

export class ClientErrorIntake {
  constructor(
    private readonly db: Db,
    private readonly maps: SourceMaps,
    private readonly options: IntakeOptions,
    private readonly counters: IntakeCounters,
  ) {}

  /** Stores the reports of one request; answers how many were stored. */
  async receive(batch: Batch, reporter: Reporter): Promise<number> {
    let replay = batch.replay ? await keepReplay(batch.replay, this.options.replayMaxBytes) : null;
    if (batch.replay && !replay) this.counters.replay('too_large');
    for (const report of batch.reports) {
      await this.store(report, reporter, replay);
      // The replay shows what led to the first report; the others of the request happened after it.
      replay = null;
    }
    return batch.reports.length;
  }

  private async store(report: Report, reporter: Reporter, replay: KeptReplay | null): Promise<void> {
    const frames = await this.maps.resolve(parseStack(report.stack));
    const title = normaliseMessage(report.message);
    const culprit = culpritOf(frames);
    await this.db.transaction(async (tx) => {
      const [issue] = await tx
        .insert(clientIssues)
        .values({ fingerprint: fingerprintOf(title, frames), kind: report.kind, title, culprit, count: 1 })
        .onConflictDoUpdate({
          target: clientIssues.fingerprint,
          // The line may move from one release to the next: the list shows where the latest report was.
          set: { count: sql`${clientIssues.count} + 1`, lastSeen: sql`now()`, culprit: sql`excluded.culprit` },
        })
        .returning({ id: clientIssues.id, replays: clientIssues.replays });
      const issueId = issue!.id;
      const withReplay = replay !== null && issue!.replays < this.options.replaysPerIssue;
      const [error] = await tx
        .insert(clientErrors)
        .values({
          issueId,
          kind: report.kind,
          message: report.message,
          stack: report.stack,
          frames,
          release: report.release,
          route: report.route,
          path: report.path,
          userAgent: reporter.userAgent,
          userId: reporter.userId,
          breadcrumbs: report.breadcrumbs,
          hasReplay: withReplay,
        })
        .returning({ id: clientErrors.id });
      if (replay && !withReplay) this.counters.replay('issue_full');
      if (replay && withReplay) {
        await tx
          .insert(clientReplays)
          .values({ errorId: error!.id, events: replay.gzip, bytes: replay.bytes, cut: replay.cut });
        await tx
          .update(clientIssues)
          .set({ replays: sql`${clientIssues.replays} + 1` })
          .where(eq(clientIssues.id, issueId));
        this.counters.replay(replay.cut ? 'cut' : 'kept');
      }
    });
    this.counters.report(report.kind);
  }
}
