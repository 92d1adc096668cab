// The download centre: exports run as background jobs in the database, claimed with
// FOR UPDATE SKIP LOCKED so several instances share the work and a restart loses nothing.
import type { ExportRow, Locale, Role } from '@etp/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ProfileService, UserProfile } from '@/core/profiles.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { exportJobs } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { SharedState } from '../../lib/shared-state.ts';
import { type SheetColumn, writeSheet } from '../../lib/spreadsheet/write.ts';
import type { Storage } from '../../lib/storage.ts';

const QUEUED_CHANNEL = 'export-queued';
const FILE_TTL_MS = 7 * 24 * 3600 * 1000;
/** A job running longer than this is taken to be orphaned by a stopped instance and is claimed again. */
const STALE_CLAIM = '10 minutes';
const MAX_ATTEMPTS = 3;

export interface ExportOwner {
  user: UserProfile;
  role: Role;
  locale: Locale;
}

/** One kind of export: turns the owner and the saved filters into a sheet. */
export interface Exporter {
  sheetName(locale: Locale): string;
  run(owner: ExportOwner, params: Record<string, unknown>): Promise<{ columns: SheetColumn<never>[]; rows: object[] }>;
}

type JobRow = typeof exportJobs.$inferSelect;

export class ExportService {
  private readonly exporters = new Map<string, Exporter>();
  private timer: NodeJS.Timeout | null = null;
  private running = false;

  constructor(
    private readonly db: Db,
    private readonly state: SharedState,
    private readonly storage: Storage,
    private readonly profiles: ProfileService,
    private readonly log: FastifyBaseLogger | null = null,
  ) {}

  register(kind: string, exporter: Exporter): void {
    this.exporters.set(kind, exporter);
  }

  async enqueue(owner: ExportOwner, kind: string, params: Record<string, unknown>) {
    const exporter = this.exporters.get(kind);
    if (!exporter) throw new Error(`unknown export kind ${kind}`);
    const stamp = new Date().toISOString().slice(0, 16).replace(/\D/g, '');
    const [job] = await this.db
      .insert(exportJobs)
      .values({
        ownerId: owner.user.id,
        role: owner.role,
        kind,
        name: `${exporter.sheetName(owner.locale)}-${stamp}.xlsx`,
        params: { ...params, locale: owner.locale },
      })
      .returning({ id: exportJobs.id, status: exportJobs.status });
    await this.state.publish(QUEUED_CHANNEL, String(job!.id));
    return job!;
  }

  /** Starts the worker: it polls, and wakes at once when any instance queues a job. */
  async start(pollMs = 2000): Promise<void> {
    await this.state.subscribe(QUEUED_CHANNEL, () => void this.drain());
    this.timer = setInterval(() => void this.drain(), pollMs);
    this.timer.unref();
    void this.drain();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private async drain(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      while (await this.runOnce()) {}
    } catch (error) {
      this.log?.error({ err: error }, 'export worker failed');
    } finally {
      this.running = false;
    }
  }

  /** Claims and runs one job; false when there is nothing to do. */
  async runOnce(): Promise<boolean> {
    const claimed = rowsOf<{ id: number }>(
      await this.db.execute(sql`
        UPDATE export_jobs SET status = 'running', claimed_at = now(), attempts = attempts + 1, progress = 10
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

  private async process(job: JobRow): Promise<void> {
    try {
      const exporter = this.exporters.get(job.kind);
      const user = await this.profiles.get(job.ownerId);
      if (!exporter || !user) throw new Error(`cannot run export ${job.kind} for user ${job.ownerId}`);
      const params = job.params as Record<string, unknown>;
      const locale = (params.locale === 'en-US' ? 'en-US' : 'zh-CN') as Locale;
      const { columns, rows } = await exporter.run({ user, role: job.role as Role, locale }, params);
      await this.db.update(exportJobs).set({ progress: 60 }).where(eq(exportJobs.id, job.id));
      const body = await writeSheet(exporter.sheetName(locale), columns, rows as never[]);
      const now = new Date();
      const key = `exports/${now.getUTCFullYear()}/${job.ownerId}/${job.id}-${now.getTime()}.xlsx`;
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
      this.log?.error({ err: error, job: job.id }, 'export job failed');
      const retry = job.attempts < MAX_ATTEMPTS;
      await this.db
        .update(exportJobs)
        .set({
          status: retry ? 'queued' : 'failed',
          progress: 0,
          error: retry ? '' : String((error as Error).message).slice(0, 300),
          finishedAt: retry ? null : new Date(),
        })
        .where(eq(exportJobs.id, job.id));
    }
  }

  async list(userId: number, page: number, size: number): Promise<{ list: ExportRow[]; total: number }> {
    const where = eq(exportJobs.ownerId, userId);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(exportJobs)
        .where(where)
        .orderBy(desc(exportJobs.id))
        .limit(size)
        .offset((page - 1) * size),
      this.db.select({ n: count() }).from(exportJobs).where(where),
    ]);
    return { list: rows.map(toExportRow), total: total?.n ?? 0 };
  }

  /** The owner's finished file; anybody else gets 404, as if it did not exist. */
  async file(userId: number, id: number) {
    const [job] = await this.db
      .select()
      .from(exportJobs)
      .where(and(eq(exportJobs.id, id), eq(exportJobs.ownerId, userId)))
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
