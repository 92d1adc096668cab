// The download centre: exports run as background jobs in the database, claimed with FOR UPDATE SKIP LOCKED so several
// instances share the work and a restart loses nothing. Modules register the kinds; a job runs for the caller who
// asked, rebuilt from what the job stored (owner, session role, language).
import { type ExportRow, type Locale, type Page, roleSchema } from '@etp/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { allows } from '@/core/access.ts';
import type { ProfileService } from '@/core/profiles.ts';
import type { Db } from '@/db/client.ts';
import { rowsOf } from '@/db/migrate.ts';
import { exportJobs } from '@/db/schema/exports.ts';
import { forbidden, notFound } from '@/lib/errors.ts';
import { type PageRequest, paginate } from '@/lib/paginate.ts';
import type { SharedState } from '@/lib/shared-state.ts';
import { writeSheet } from '@/lib/spreadsheet/write.ts';
import type { Storage } from '@/lib/storage.ts';
import { type Actor, actorFor, permissionsOf } from '@/plugins/actor.ts';
import { type Bilingual, type ExportDefinition, type FileExportDefinition, inLocale } from './kinds.ts';

const QUEUED_CHANNEL = 'export-queued';
const FILE_TTL_MS = 7 * 24 * 3600 * 1000;
/** A job running longer than this is taken to be orphaned by a stopped instance and is claimed again. */
const STALE_CLAIM = '10 minutes';
const MAX_ATTEMPTS = 3;
const POLL_MS = 2000;

/** A registered kind, its row type sealed inside `sheet`. */
interface Kind {
  sheetName: Bilingual;
  extension: 'xlsx' | 'zip';
  access: ExportDefinition<object, unknown>['access'];
  auditAction: string;
  sheet(actor: Actor, params: unknown): Promise<Buffer>;
}

type JobRow = typeof exportJobs.$inferSelect;

/** The language a job was asked in (stored with its filters). */
function localeOf(params: unknown): Locale {
  return typeof params === 'object' && params !== null && 'locale' in params && params.locale === 'en-US'
    ? 'en-US'
    : 'zh-CN';
}

export class ExportService {
  private readonly kinds = new Map<string, Kind>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly state: SharedState,
    private readonly storage: Storage,
    private readonly profiles: ProfileService,
    private readonly log: FastifyBaseLogger,
    /** This instance's name, recorded on the jobs it claims. */
    private readonly instance: string,
  ) {}

  register<Row extends object, Params>(definition: ExportDefinition<Row, Params> | FileExportDefinition<Params>): void {
    if (this.kinds.has(definition.kind)) throw new Error(`export kind ${definition.kind} is registered twice`);
    if ('build' in definition) {
      this.kinds.set(definition.kind, {
        sheetName: definition.sheetName,
        extension: definition.extension,
        access: definition.access,
        auditAction: definition.auditAction ?? `${definition.kind}.export`,
        sheet: (actor, params) => definition.build(actor, definition.params.parse(params)),
      });
      return;
    }
    this.kinds.set(definition.kind, {
      sheetName: definition.sheetName,
      extension: 'xlsx',
      access: definition.access,
      auditAction: definition.auditAction ?? `${definition.kind}.export`,
      async sheet(actor, params) {
        const rows = await definition.rows(actor, definition.params.parse(params));
        const columns = definition.columns.map(([key, zh, en, width]) => ({
          key,
          header: inLocale(actor.locale, [zh, en]),
          width: width ?? definition.width,
        }));
        return writeSheet(inLocale(actor.locale, definition.sheetName), columns, rows);
      },
    });
  }

  /** The kinds registered so far. */
  registered(): string[] {
    return [...this.kinds.keys()];
  }

  /** Queues an export for the caller, who must pass the kind's rule; the request's audit entry says what was asked. */
  async enqueue(actor: Actor, kind: string, params: object) {
    const registered = this.kinds.get(kind);
    if (!registered) throw new Error(`unknown export kind ${kind}`);
    if (!allows(registered.access, actor.role, permissionsOf(actor))) throw forbidden();
    actor.audit({ action: registered.auditAction, after: params });
    const stamp = new Date().toISOString().slice(0, 16).replace(/\D/g, '');
    const [job] = await this.db
      .insert(exportJobs)
      .values({
        ownerId: actor.userId,
        role: actor.role,
        kind,
        name: `${inLocale(actor.locale, registered.sheetName)}-${stamp}.${registered.extension}`,
        params: { ...params, locale: actor.locale },
      })
      .returning({ id: exportJobs.id, status: exportJobs.status });
    await this.state.publish(QUEUED_CHANNEL, String(job!.id));
    return job!;
  }

  /** Starts the worker: it polls, and wakes at once when any instance queues a job. */
  async start(): Promise<void> {
    await this.state.subscribe(QUEUED_CHANNEL, () => void this.drain());
    this.stopped = false;
    this.timer = setInterval(() => void this.drain(), POLL_MS);
    this.timer.unref();
    void this.drain();
  }

  /** Stops polling; resolves once the job under way (if any) is done, so a shutdown leaves none half-written. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.stopped = true;
    await this.running;
  }

  private drain(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.running ??= (async () => {
      try {
        while (!this.stopped && (await this.runOnce())) {}
      } catch (error) {
        this.log.error({ err: error }, 'export worker failed');
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  /** Claims and runs one job; false when there is nothing to do. */
  async runOnce(): Promise<boolean> {
    const claimed = rowsOf<{ id: number }>(
      await this.db.execute(sql`
        UPDATE export_jobs SET status = 'running', claimed_at = now(), claimed_by = ${this.instance},
          attempts = attempts + 1, progress = 10
        WHERE id = (
          SELECT id FROM export_jobs
          WHERE status = 'queued' OR (status = 'running' AND claimed_at < now() - ${STALE_CLAIM}::interval)
          ORDER BY id FOR UPDATE SKIP LOCKED LIMIT 1
        )
        RETURNING id`),
    );
    const id = claimed[0]?.id;
    if (id === undefined) return false;
    const [job] = await this.db.select().from(exportJobs).where(eq(exportJobs.id, id));
    await this.process(job!);
    return true;
  }

  /** The caller a job runs for; a job only reads, so it has nothing to describe to the audit log. */
  private async ownerOf(job: JobRow): Promise<Actor> {
    const user = await this.profiles.get(job.ownerId);
    const role = roleSchema.safeParse(job.role);
    if (!user || !role.success) throw new Error(`export ${job.id}: owner ${job.ownerId} or role ${job.role} is gone`);
    return actorFor(user, role.data, localeOf(job.params), () => {
      throw new Error(`export ${job.id}: a job changes nothing, so it writes no audit entry`);
    });
  }

  private async process(job: JobRow): Promise<void> {
    try {
      const kind = this.kinds.get(job.kind);
      if (!kind) throw new Error(`export ${job.id}: no kind ${job.kind} is registered`);
      const body = await kind.sheet(await this.ownerOf(job), job.params);
      await this.db.update(exportJobs).set({ progress: 60 }).where(eq(exportJobs.id, job.id));
      const now = new Date();
      const key = `exports/${now.getUTCFullYear()}/${job.ownerId}/${job.id}-${now.getTime()}.${kind.extension}`;
      await this.storage.put(key, body);
      await this.db
        .update(exportJobs)
        .set({
          status: 'done',
          progress: 100,
          fileKey: key,
          size: body.length,
          finishedAt: now,
          expiresAt: new Date(now.getTime() + FILE_TTL_MS),
          error: '',
        })
        .where(eq(exportJobs.id, job.id));
    } catch (error) {
      this.log.error({ err: error, job: job.id }, 'export job failed');
      const retry = job.attempts < MAX_ATTEMPTS;
      await this.db
        .update(exportJobs)
        .set({
          status: retry ? 'queued' : 'failed',
          progress: 0,
          error: retry ? '' : String(error instanceof Error ? error.message : error).slice(0, 300),
          finishedAt: retry ? null : new Date(),
        })
        .where(eq(exportJobs.id, job.id));
    }
  }

  /** Jobs by status (queued, running, done, failed): the queue's depth for the server's metrics. */
  async queueCounts(): Promise<Record<JobRow['status'], number>> {
    const rows = await this.db
      .select({ status: exportJobs.status, n: count() })
      .from(exportJobs)
      .groupBy(exportJobs.status);
    const counts = { queued: 0, running: 0, done: 0, failed: 0 };
    for (const row of rows) counts[row.status] = row.n;
    return counts;
  }

  /** The caller's download records, newest first. */
  async list(actor: Actor, query: PageRequest): Promise<Page<ExportRow>> {
    const mine = eq(exportJobs.ownerId, actor.userId);
    return paginate(
      query,
      this.db.select().from(exportJobs).where(mine).orderBy(desc(exportJobs.id)).$dynamic(),
      this.db.select({ n: count() }).from(exportJobs).where(mine),
      (rows) => rows.map(toExportRow),
    );
  }

  /** The caller's finished file; anybody else gets 404, as if it did not exist. */
  async file(actor: Actor, id: number) {
    const [job] = await this.db
      .select()
      .from(exportJobs)
      .where(and(eq(exportJobs.id, id), eq(exportJobs.ownerId, actor.userId)))
      .limit(1);
    if (!job) throw notFound('exports.not_found');
    if (job.status !== 'done' || !job.fileKey) throw notFound('exports.not_ready');
    if (job.expiresAt && job.expiresAt.getTime() < Date.now()) throw notFound('exports.expired');
    const stat = await this.storage.stat(job.fileKey);
    if (!stat) throw notFound('exports.expired');
    return { name: job.name, size: stat.size, stream: this.storage.read(job.fileKey) };
  }
}

function toExportRow(job: JobRow): ExportRow {
  const expired = job.expiresAt !== null && job.expiresAt.getTime() < Date.now();
  return {
    id: job.id,
    name: job.name,
    kind: job.kind,
    status: job.status,
    progress: job.progress,
    size: job.size,
    error: job.error,
    url: job.status === 'done' && !expired ? `/o/v1/exports/${job.id}/file` : '',
    created_at: job.createdAt.toISOString(),
    finished_at: job.finishedAt?.toISOString() ?? null,
    expires_at: job.expiresAt?.toISOString() ?? null,
  };
}
