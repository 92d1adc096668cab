// What administrators read of the browser's errors: the issues (with the users, releases and routes of the reports
// kept), one issue with its newest reports, and a report's replay.
import type {
  Breadcrumb,
  ClientErrorKind,
  ClientErrorRow,
  ClientIssueDetail,
  ClientIssueQuery,
  ClientIssueRow,
  Page,
  StackFrame,
} from '@etp/contracts';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { clientErrors, clientIssues, clientReplays } from '@/db/schema/monitoring.ts';
import { notFound } from '@/lib/errors.ts';
import { keywordCondition } from '@/lib/like.ts';
import { paginate } from '@/lib/paginate.ts';
import { replayJson } from './replay.ts';

/** Reports of an issue shown on its page (the count says how many there were). */
const NEWEST_REPORTS = 50;
/** Releases and routes listed per issue, most recent first. */
const LISTED = 10;

const ofIssue = sql`e.issue_id = ${clientIssues.id}`;
/** Figures over the reports kept, per issue: subqueries, so a page of issues costs one statement. */
const figures = {
  users: sql<number>`(select count(distinct e.user_id)::int from client_errors e where ${ofIssue})`,
  releases: sql<string[]>`(select coalesce(array_agg(r.release), '{}') from (
    select e.release from client_errors e where ${ofIssue} and e.release <> ''
    group by e.release order by max(e.id) desc limit ${LISTED}) r)`,
  routes: sql<string[]>`(select coalesce(array_agg(r.route), '{}') from (
    select e.route from client_errors e where ${ofIssue} and e.route <> ''
    group by e.route order by count(*) desc limit ${LISTED}) r)`,
};

type IssueRow = typeof clientIssues.$inferSelect & { users: number; releases: string[]; routes: string[] };

function toIssueRow(row: IssueRow): ClientIssueRow {
  return {
    id: row.id,
    kind: row.kind as ClientErrorKind,
    title: row.title,
    culprit: row.culprit,
    count: row.count,
    users: Number(row.users),
    first_seen: row.firstSeen.toISOString(),
    last_seen: row.lastSeen.toISOString(),
    releases: row.releases,
    routes: row.routes,
  };
}

function toErrorRow(row: typeof clientErrors.$inferSelect): ClientErrorRow {
  return {
    id: row.id,
    received_at: row.receivedAt.toISOString(),
    kind: row.kind as ClientErrorKind,
    message: row.message,
    release: row.release,
    route: row.route,
    path: row.path,
    user_agent: row.userAgent,
    user_id: row.userId,
    frames: row.frames as StackFrame[],
    stack: row.stack,
    breadcrumbs: row.breadcrumbs as Breadcrumb[],
    has_replay: row.hasReplay,
  };
}

export class ClientIssueService {
  constructor(private readonly db: Db) {}

  /** The issues seen most recently first, by keyword (message or place) and kind. */
  list(query: ClientIssueQuery): Promise<Page<ClientIssueRow>> {
    const where = and(
      keywordCondition([clientIssues.title, clientIssues.culprit], query.keyword),
      query.kind ? eq(clientIssues.kind, query.kind) : undefined,
    ) as SQL | undefined;
    return paginate(
      query,
      this.db
        .select({ ...columns(), ...figures })
        .from(clientIssues)
        .where(where)
        .orderBy(desc(clientIssues.lastSeen), desc(clientIssues.id))
        .$dynamic(),
      this.db.select({ n: count() }).from(clientIssues).where(where),
      (rows) => rows.map(toIssueRow),
    );
  }

  /** One issue with its newest reports. */
  async get(id: number): Promise<ClientIssueDetail> {
    const [issue] = await this.db
      .select({ ...columns(), ...figures })
      .from(clientIssues)
      .where(eq(clientIssues.id, id));
    if (!issue) throw notFound('monitoring.issue_not_found');
    const errors = await this.db
      .select()
      .from(clientErrors)
      .where(eq(clientErrors.issueId, id))
      .orderBy(desc(clientErrors.id))
      .limit(NEWEST_REPORTS);
    return { ...toIssueRow(issue), errors: errors.map(toErrorRow) };
  }

  /** The JSON of the replay kept with a report of the issue: `{"events":[...],"cut":...}` as stored, unparsed. */
  async replay(issueId: number, errorId: number): Promise<string> {
    const [found] = await this.db
      .select({ events: clientReplays.events, cut: clientReplays.cut })
      .from(clientReplays)
      .innerJoin(clientErrors, eq(clientErrors.id, clientReplays.errorId))
      .where(and(eq(clientReplays.errorId, errorId), eq(clientErrors.issueId, issueId)));
    if (!found) throw notFound('monitoring.replay_not_found');
    return `{"events":${await replayJson(found.events)},"cut":${found.cut}}`;
  }
}

const columns = () => ({
  id: clientIssues.id,
  fingerprint: clientIssues.fingerprint,
  kind: clientIssues.kind,
  title: clientIssues.title,
  culprit: clientIssues.culprit,
  count: clientIssues.count,
  replays: clientIssues.replays,
  firstSeen: clientIssues.firstSeen,
  lastSeen: clientIssues.lastSeen,
});
