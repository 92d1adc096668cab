// Competitions in the back-office: created, edited and published by admins everywhere and by regional
// administrators inside their region; tracks and stages are kept by id so registrations and results stay attached.

import type {
  CompetitionAdminItem,
  CompetitionAdminListItem,
  CompetitionAdminQuery,
  CompetitionInput,
  Page,
} from '@etp/contracts';
import { siteDay } from '@etp/contracts';
import { and, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import {
  competitionRegistrations,
  competitionResults,
  competitionStages,
  competitions,
  competitionTracks,
} from '@/db/schema/competitions.ts';
import { AppError, conflict, notFound } from '@/lib/errors.ts';
import { keywordCondition } from '@/lib/like.ts';
import { paginate } from '@/lib/paginate.ts';
import { sanitizeRichText } from '@/lib/sanitize.ts';
import type { Actor } from '@/plugins/actor.ts';
import { regionToStore, scopeCondition } from '@/plugins/scope.ts';
import { type CompetitionRow, partsOf, summaryOf } from './shape.ts';

const REGION_RULE = { outside: 'competition.region_out_of_scope', unknown: 'content.region_invalid' } as const;

const registrationCount = sql<number>`(select count(*) from ${competitionRegistrations} where ${competitionRegistrations.competitionId} = ${competitions.id})`;

export class CompetitionService {
  constructor(private readonly db: Db) {}

  /** The competition if it lies in the actor's scope (404 otherwise: others do not exist for them). */
  async row(actor: Actor, id: number): Promise<CompetitionRow> {
    const [row] = await this.db
      .select()
      .from(competitions)
      .where(and(eq(competitions.id, id), scopeCondition(actor.scope, { regionCode: competitions.regionCode })))
      .limit(1);
    if (!row) throw notFound('competition.not_found');
    return row;
  }

  async list(actor: Actor, query: CompetitionAdminQuery): Promise<Page<CompetitionAdminListItem>> {
    const where = and(
      scopeCondition(actor.scope, { regionCode: competitions.regionCode }),
      query.status ? eq(competitions.status, query.status) : undefined,
      keywordCondition([competitions.name, competitions.organizer], query.keyword),
    );
    const rows = this.db
      .select({ row: competitions, registrations: registrationCount.mapWith(Number) })
      .from(competitions)
      .where(where)
      .orderBy(desc(competitions.updatedAt), desc(competitions.id))
      .$dynamic();
    const total = this.db.select({ n: count() }).from(competitions).where(where);
    const today = siteDay();
    return paginate(query, rows, total, async (found) => {
      const parts = await partsOf(
        this.db,
        found.map((f) => f.row.id),
      );
      return found.map(({ row, registrations }) => ({
        ...summaryOf(row, parts.get(row.id)!, today),
        status: row.status,
        registrations,
        updated_at: row.updatedAt.toISOString(),
      }));
    });
  }

  async get(actor: Actor, { id }: { id: number }): Promise<CompetitionAdminItem> {
    const row = await this.row(actor, id);
    const [parts, [counted]] = await Promise.all([
      partsOf(this.db, [id]),
      this.db
        .select({ n: count() })
        .from(competitionRegistrations)
        .where(eq(competitionRegistrations.competitionId, id)),
    ]);
    return {
      ...summaryOf(row, parts.get(id)!, siteDay()),
      intro: row.intro,
      eligibility: row.eligibility,
      service_info: row.serviceInfo,
      contact: row.contact,
      status: row.status,
      registrations: counted?.n ?? 0,
      updated_at: row.updatedAt.toISOString(),
    };
  }

  private columns(input: CompetitionInput) {
    return {
      name: input.name,
      cover: input.cover,
      organizer: input.organizer,
      intro: sanitizeRichText(input.intro),
      eligibility: input.eligibility,
      serviceInfo: sanitizeRichText(input.service_info),
      contact: input.contact,
    };
  }

  async create(actor: Actor, input: CompetitionInput): Promise<CompetitionAdminItem> {
    const regionCode = await regionToStore(this.db, actor.scope, { requested: input.region_code }, REGION_RULE);
    const id = await this.db.transaction(async (tx) => {
      const [made] = await tx
        .insert(competitions)
        .values({ ...this.columns(input), regionCode, createdBy: actor.userId })
        .returning({ id: competitions.id });
      const competitionId = made!.id;
      await tx
        .insert(competitionTracks)
        .values(input.tracks.map((t, i) => ({ competitionId, name: t.name, orderNum: i })));
      await tx
        .insert(competitionStages)
        .values(input.stages.map((s) => ({ competitionId, kind: s.kind, startsOn: s.starts_on, endsOn: s.ends_on })));
      return competitionId;
    });
    const after = await this.get(actor, { id });
    actor.audit({ action: 'competition.create', targetType: 'competition', targetId: id, after });
    return after;
  }

  async update(actor: Actor, { id }: { id: number }, input: CompetitionInput): Promise<CompetitionAdminItem> {
    const before = await this.get(actor, { id });
    const regionCode = await regionToStore(
      this.db,
      actor.scope,
      { requested: input.region_code, current: before.region_code },
      REGION_RULE,
    );
    await this.db.transaction(async (tx) => {
      await tx
        .update(competitions)
        .set({ ...this.columns(input), regionCode, updatedAt: new Date() })
        .where(eq(competitions.id, id));
      // Tracks: the given ones keep their id; one left out goes unless it has registrations.
      const kept = input.tracks.flatMap((t) => (t.id ? [t.id] : []));
      const dropped = before.tracks.filter((t) => !kept.includes(t.id));
      if (dropped.length > 0) {
        const used = await tx
          .select({ trackId: competitionRegistrations.trackId })
          .from(competitionRegistrations)
          .where(
            inArray(
              competitionRegistrations.trackId,
              dropped.map((t) => t.id),
            ),
          )
          .limit(1);
        const inUse = dropped.find((t) => t.id === used[0]?.trackId);
        if (inUse) throw conflictWith('competition.track_in_use', { name: inUse.name });
        await tx.delete(competitionTracks).where(
          inArray(
            competitionTracks.id,
            dropped.map((t) => t.id),
          ),
        );
      }
      for (const [i, track] of input.tracks.entries()) {
        const known = track.id ? before.tracks.find((t) => t.id === track.id) : undefined;
        if (known) {
          await tx
            .update(competitionTracks)
            .set({ name: track.name, orderNum: i })
            .where(eq(competitionTracks.id, known.id));
        } else {
          await tx.insert(competitionTracks).values({ competitionId: id, name: track.name, orderNum: i });
        }
      }
      // Stages, one per kind: dates change in place; a stage left out goes unless it has results.
      const kinds = input.stages.map((s) => s.kind);
      const goneStages = before.stages.filter((s) => !kinds.includes(s.kind));
      if (goneStages.length > 0) {
        const [judged] = await tx
          .select({ n: count() })
          .from(competitionResults)
          .where(
            inArray(
              competitionResults.stageId,
              goneStages.map((s) => s.id),
            ),
          );
        if (judged && judged.n > 0) throw conflict('competition.stage_in_use');
        await tx
          .delete(competitionStages)
          .where(and(eq(competitionStages.competitionId, id), notInArray(competitionStages.kind, kinds)));
      }
      for (const stage of input.stages) {
        await tx
          .insert(competitionStages)
          .values({ competitionId: id, kind: stage.kind, startsOn: stage.starts_on, endsOn: stage.ends_on })
          .onConflictDoUpdate({
            target: [competitionStages.competitionId, competitionStages.kind],
            set: { startsOn: stage.starts_on, endsOn: stage.ends_on },
          });
      }
    });
    const after = await this.get(actor, { id });
    actor.audit({ action: 'competition.update', targetType: 'competition', targetId: id, before, after });
    return after;
  }

  async remove(actor: Actor, { id }: { id: number }): Promise<void> {
    const before = await this.get(actor, { id });
    if (before.registrations > 0) throw conflict('competition.has_registrations');
    await this.db.delete(competitions).where(eq(competitions.id, id));
    actor.audit({ action: 'competition.delete', targetType: 'competition', targetId: id, before });
  }

  async setStatus(actor: Actor, id: number, status: 'draft' | 'published'): Promise<CompetitionAdminItem> {
    const before = await this.get(actor, { id });
    await this.db
      .update(competitions)
      .set({ status, publishedAt: status === 'published' ? new Date() : null, updatedAt: new Date() })
      .where(eq(competitions.id, id));
    const after = await this.get(actor, { id });
    actor.audit({
      action: status === 'published' ? 'competition.publish' : 'competition.unpublish',
      targetType: 'competition',
      targetId: id,
      before: { status: before.status },
      after: { status: after.status },
    });
    return after;
  }
}

const conflictWith = (key: 'competition.track_in_use', params: Record<string, string>) =>
  new AppError(409, key, params);
