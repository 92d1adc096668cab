// What the competitions' services share: today's date where the competitions run, a competition's phase from its
// stages, and the loading of tracks and stages for a page of competitions at once.
import type { CompetitionPhase, CompetitionStage, CompetitionSummary, CompetitionTrack } from '@etp/contracts';
import { COMPETITION_STAGE_KINDS } from '@etp/contracts';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { competitionStages, type competitions, competitionTracks } from '@/db/schema/competitions.ts';

export type CompetitionRow = typeof competitions.$inferSelect;
export type StageRow = typeof competitionStages.$inferSelect;

export const stageOrder = (kind: StageRow['kind']) => COMPETITION_STAGE_KINDS.indexOf(kind);

export function stageOf(row: StageRow): CompetitionStage {
  return {
    id: row.id,
    kind: row.kind,
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    results_published_at: row.resultsPublishedAt?.toISOString() ?? null,
  };
}

/** Registration is open from the first to the last day of the registration stage, both included. */
export function registrationOpen(stages: readonly Pick<StageRow, 'kind' | 'startsOn' | 'endsOn'>[], today: string) {
  const registration = stages.find((s) => s.kind === 'registration');
  return !!registration && registration.startsOn <= today && today <= registration.endsOn;
}

export function phaseOf(stages: readonly Pick<StageRow, 'kind' | 'startsOn' | 'endsOn'>[], today: string) {
  const registration = stages.find((s) => s.kind === 'registration');
  const lastEnd = stages.reduce((max, s) => (s.endsOn > max ? s.endsOn : max), '');
  let phase: CompetitionPhase = 'judging';
  if (!registration || today < registration.startsOn) phase = 'upcoming';
  else if (today <= registration.endsOn) phase = 'registering';
  else if (today > lastEnd) phase = 'finished';
  return phase;
}

export interface Parts {
  tracks: CompetitionTrack[];
  stages: StageRow[];
}

/** The tracks and stages of these competitions, by competition id (stages in their order). */
export async function partsOf(db: Db, ids: number[]): Promise<Map<number, Parts>> {
  const byId = new Map<number, Parts>(ids.map((id) => [id, { tracks: [], stages: [] }]));
  if (ids.length === 0) return byId;
  const [tracks, stages] = await Promise.all([
    db
      .select()
      .from(competitionTracks)
      .where(inArray(competitionTracks.competitionId, ids))
      .orderBy(asc(competitionTracks.orderNum), asc(competitionTracks.id)),
    db.select().from(competitionStages).where(inArray(competitionStages.competitionId, ids)),
  ]);
  for (const t of tracks) byId.get(t.competitionId)?.tracks.push({ id: t.id, name: t.name });
  for (const s of stages) byId.get(s.competitionId)?.stages.push(s);
  for (const parts of byId.values()) parts.stages.sort((a, b) => stageOrder(a.kind) - stageOrder(b.kind));
  return byId;
}

export function summaryOf(row: CompetitionRow, parts: Parts, today: string): CompetitionSummary {
  return {
    id: row.id,
    name: row.name,
    region_code: row.regionCode,
    cover: row.cover,
    organizer: row.organizer,
    tracks: parts.tracks,
    stages: parts.stages.map(stageOf),
    phase: phaseOf(parts.stages, today),
    registration_open: registrationOpen(parts.stages, today),
  };
}
