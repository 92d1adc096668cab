// Registrations as staff see them (personal data masked) and the judging: a result per registration and judged stage,
// recorded one by one or by spreadsheet import (all rows or none, with a row-level report), every recording kept in
// the history, and the results of each stage published (or withdrawn) on their own.
import {
  type CompetitionStage,
  type Locale,
  type Page,
  type RegistrationAdminItem,
  type RegistrationAdminQuery,
  type ResultImportReport,
  type ResultInput,
  resultInput,
  type StageResult,
  translate,
} from '@etp/contracts';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import {
  competitionRegistrations,
  competitionResultEvents,
  competitionResults,
  competitionStageEvents,
  competitionStages,
  competitionTracks,
} from '@/db/schema/competitions.ts';
import { AppError, badRequest, notFound } from '@/lib/errors.ts';
import { keywordCondition } from '@/lib/like.ts';
import { paginate } from '@/lib/paginate.ts';
import { maskIdCard, maskPhone, type PersonalDataCipher } from '@/lib/personal-data/index.ts';
import { readSheet } from '@/lib/spreadsheet/read.ts';
import { writeSheet } from '@/lib/spreadsheet/write.ts';
import type { Actor } from '@/plugins/actor.ts';
import type { CompetitionService } from './service.ts';
import { stageOf, stageOrder } from './shape.ts';

type RegistrationRow = typeof competitionRegistrations.$inferSelect;
type ResultRow = typeof competitionResults.$inferSelect;
type StageRow = typeof competitionStages.$inferSelect;

/** The import template's columns; the reader also takes the field names. */
const IMPORT_COLUMNS = [
  { key: 'number', header: '报名编号', required: true },
  { key: 'stage', header: '阶段', required: true },
  { key: 'outcome', header: '结果', required: true },
  { key: 'score', header: '分数' },
  { key: 'award', header: '奖项' },
] as const;
const STAGE_NAMES: Record<string, StageRow['kind']> = {
  初赛: 'preliminary',
  复赛: 'semifinal',
  半决赛: 'semifinal',
  决赛: 'final',
  preliminary: 'preliminary',
  semifinal: 'semifinal',
  'semi-final': 'semifinal',
  final: 'final',
};
const OUTCOME_NAMES: Record<string, ResultRow['outcome']> = {
  晋级: 'advance',
  通过: 'advance',
  淘汰: 'eliminated',
  未晋级: 'eliminated',
  advance: 'advance',
  eliminated: 'eliminated',
};
export const IMPORT_MAX_ROWS = 2000;

/** The stages' results of registrations, in stage order; `published` keeps only published stages. */
export async function resultsOf(
  db: Db,
  registrationIds: number[],
  stages: readonly StageRow[],
  published: boolean,
): Promise<Map<number, StageResult[]>> {
  const byRegistration = new Map<number, StageResult[]>(registrationIds.map((id) => [id, []]));
  const visible = stages.filter((s) => s.kind !== 'registration' && (!published || s.resultsPublishedAt));
  if (registrationIds.length === 0 || visible.length === 0) return byRegistration;
  const rows = await db
    .select()
    .from(competitionResults)
    .where(
      and(
        inArray(competitionResults.registrationId, registrationIds),
        inArray(
          competitionResults.stageId,
          visible.map((s) => s.id),
        ),
      ),
    );
  const stageById = new Map(visible.map((s) => [s.id, s]));
  for (const row of rows) {
    const stage = stageById.get(row.stageId)!;
    byRegistration.get(row.registrationId)?.push({
      stage_id: stage.id,
      kind: stage.kind,
      outcome: row.outcome,
      score: row.score === null ? null : Number(row.score),
      award: row.award,
    });
  }
  for (const list of byRegistration.values()) list.sort((a, b) => stageOrder(a.kind) - stageOrder(b.kind));
  return byRegistration;
}

export class JudgingService {
  constructor(
    private readonly db: Db,
    private readonly competitions: CompetitionService,
    private readonly personalData: PersonalDataCipher,
  ) {}

  private stagesOf(competitionId: number) {
    return this.db.select().from(competitionStages).where(eq(competitionStages.competitionId, competitionId));
  }

  async registrations(actor: Actor, id: number, query: RegistrationAdminQuery): Promise<Page<RegistrationAdminItem>> {
    await this.competitions.row(actor, id);
    const stages = await this.stagesOf(id);
    const r = competitionRegistrations;
    const where = and(
      eq(r.competitionId, id),
      query.track_id ? eq(r.trackId, query.track_id) : undefined,
      keywordCondition([r.number, r.projectName, r.leaderName], query.keyword),
    );
    const rows = this.db
      .select({ row: r, trackName: competitionTracks.name })
      .from(r)
      .leftJoin(competitionTracks, eq(competitionTracks.id, r.trackId))
      .where(where)
      .orderBy(desc(r.createdAt), desc(r.id))
      .$dynamic();
    const total = this.db.select({ n: count() }).from(r).where(where);
    return paginate(query, rows, total, async (found) => {
      const results = await resultsOf(
        this.db,
        found.map((f) => f.row.id),
        stages,
        false,
      );
      return found.map(({ row, trackName }) => this.adminItemOf(row, trackName ?? '', results.get(row.id) ?? []));
    });
  }

  private adminItemOf(row: RegistrationRow, trackName: string, results: StageResult[]): RegistrationAdminItem {
    return {
      id: row.id,
      number: row.number,
      entrant_type: row.entrantType,
      project_name: row.projectName,
      track_id: row.trackId,
      track_name: trackName,
      industry: row.industry,
      business_stage: row.businessStage,
      region_code: row.regionCode,
      leader_name: row.leaderName,
      leader_id_card: maskIdCard(this.personalData.decrypt(row.leaderIdCipher)),
      leader_phone: maskPhone(this.personalData.decrypt(row.leaderPhoneCipher)),
      members: row.members,
      attachments: row.attachments,
      video_url: row.videoUrl,
      corrections: row.corrections,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      results,
    };
  }

  /** Checks a result against the competition: its registration and a judged stage of it. */
  private async check(competitionId: number, input: ResultInput): Promise<StageRow> {
    const [stage] = await this.db
      .select()
      .from(competitionStages)
      .where(and(eq(competitionStages.id, input.stage_id), eq(competitionStages.competitionId, competitionId)))
      .limit(1);
    if (!stage) throw badRequest('competition.stage_invalid');
    if (stage.kind === 'registration') throw badRequest('competition.stage_not_judged');
    const [registration] = await this.db
      .select({ id: competitionRegistrations.id })
      .from(competitionRegistrations)
      .where(
        and(
          eq(competitionRegistrations.id, input.registration_id),
          eq(competitionRegistrations.competitionId, competitionId),
        ),
      )
      .limit(1);
    if (!registration) throw badRequest('competition.registration_invalid');
    return stage;
  }

  /** Writes results (current value and history) in one transaction. */
  private async write(actor: Actor, inputs: ResultInput[], source: 'manual' | 'import'): Promise<void> {
    await this.db.transaction(async (tx) => {
      for (const input of inputs) {
        const values = {
          registrationId: input.registration_id,
          stageId: input.stage_id,
          outcome: input.outcome,
          score: input.score,
          award: input.award,
          recordedBy: actor.userId,
        };
        await tx
          .insert(competitionResults)
          .values(values)
          .onConflictDoUpdate({
            target: [competitionResults.registrationId, competitionResults.stageId],
            set: {
              outcome: values.outcome,
              score: values.score,
              award: values.award,
              recordedBy: actor.userId,
              updatedAt: new Date(),
            },
          });
        await tx.insert(competitionResultEvents).values({ ...values, source });
      }
    });
  }

  async record(actor: Actor, id: number, input: ResultInput): Promise<StageResult> {
    await this.competitions.row(actor, id);
    const stage = await this.check(id, input);
    const [before] = await this.db
      .select()
      .from(competitionResults)
      .where(
        and(eq(competitionResults.registrationId, input.registration_id), eq(competitionResults.stageId, stage.id)),
      );
    await this.write(actor, [input], 'manual');
    const after: StageResult = {
      stage_id: stage.id,
      kind: stage.kind,
      outcome: input.outcome,
      score: input.score,
      award: input.award,
    };
    actor.audit({
      action: 'competition.result',
      targetType: 'competition_registration',
      targetId: input.registration_id,
      before: before ? { stage_id: stage.id, outcome: before.outcome, score: before.score, award: before.award } : null,
      after,
    });
    return after;
  }

  async setStagePublished(actor: Actor, id: number, stageId: number, published: boolean): Promise<CompetitionStage> {
    await this.competitions.row(actor, id);
    const [stage] = await this.db
      .select()
      .from(competitionStages)
      .where(and(eq(competitionStages.id, stageId), eq(competitionStages.competitionId, id)))
      .limit(1);
    if (!stage) throw notFound('competition.stage_invalid');
    if (stage.kind === 'registration') throw badRequest('competition.stage_not_judged');
    const [updated] = await this.db.transaction(async (tx) => {
      await tx
        .insert(competitionStageEvents)
        .values({ stageId, action: published ? 'publish' : 'unpublish', userId: actor.userId });
      return tx
        .update(competitionStages)
        .set({ resultsPublishedAt: published ? new Date() : null })
        .where(eq(competitionStages.id, stageId))
        .returning();
    });
    const after = stageOf(updated!);
    actor.audit({
      action: published ? 'competition.results_publish' : 'competition.results_unpublish',
      targetType: 'competition_stage',
      targetId: stageId,
      before: stageOf(stage),
      after,
    });
    return after;
  }

  importTemplate(): Promise<Buffer> {
    return writeSheet(
      '评审结果导入',
      IMPORT_COLUMNS.map((c) => ({ header: c.header, key: c.key, width: 20 })),
      [{ number: 'C1-ABCDEFGHJK', stage: '初赛', outcome: '晋级', score: '88.5', award: '' }],
    );
  }

  /** Reads the sheet, checks every row, and saves all of them or none (400 with the refused rows). */
  async importFile(actor: Actor, id: number, data: Buffer, locale: Locale): Promise<ResultImportReport> {
    await this.competitions.row(actor, id);
    const { rows } = await readSheet(data, {
      columns: IMPORT_COLUMNS.map((c) => ({ key: c.key, headers: [c.header], required: 'required' in c })),
      maxRows: IMPORT_MAX_ROWS,
    });
    if (rows.length === 0) throw new AppError(400, 'competition.import_empty');
    const stages = await this.stagesOf(id);
    const numbers = [...new Set(rows.map((r) => r.values.number.trim().toUpperCase()))];
    const known = new Map(
      (
        await this.db
          .select({ id: competitionRegistrations.id, number: competitionRegistrations.number })
          .from(competitionRegistrations)
          .where(and(eq(competitionRegistrations.competitionId, id), inArray(competitionRegistrations.number, numbers)))
      ).map((r) => [r.number, r.id]),
    );
    const refused: ResultImportReport['refused'] = [];
    const valid: ResultInput[] = [];
    const seen = new Set<string>();
    for (const { rowNumber, values } of rows) {
      const number = values.number.trim().toUpperCase();
      const refuse = (key: Parameters<typeof translate>[1], field = '') =>
        refused.push({ row: rowNumber, number, reason: (field ? `${field}: ` : '') + translate(locale, key) });
      const registrationId = known.get(number);
      if (!registrationId) {
        refuse('competition.import_number_unknown');
        continue;
      }
      const kind = STAGE_NAMES[values.stage.trim().toLowerCase()] ?? STAGE_NAMES[values.stage.trim()];
      const stage = kind ? stages.find((s) => s.kind === kind) : undefined;
      if (!stage) {
        refuse('competition.import_stage_unknown');
        continue;
      }
      const outcome = OUTCOME_NAMES[values.outcome.trim().toLowerCase()] ?? OUTCOME_NAMES[values.outcome.trim()];
      if (!outcome) {
        refuse('competition.import_outcome_unknown');
        continue;
      }
      const parsed = resultInput.safeParse({
        registration_id: registrationId,
        stage_id: stage.id,
        outcome,
        score: values.score.trim() === '' ? null : Number(values.score),
        award: values.award,
      });
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        refuse(issue.message, String(issue.path[0] ?? ''));
        continue;
      }
      const key = `${registrationId}:${stage.id}`;
      if (seen.has(key)) {
        refuse('competition.import_number_repeated');
        continue;
      }
      seen.add(key);
      valid.push(parsed.data);
    }
    if (refused.length > 0) {
      throw new AppError(400, 'competition.import_refused', { count: refused.length }, { saved: 0, refused });
    }
    await this.write(actor, valid, 'import');
    actor.audit({
      action: 'competition.results_import',
      targetType: 'competition',
      targetId: id,
      after: { saved: valid.length },
    });
    return { saved: valid.length, refused: [] };
  }
}
