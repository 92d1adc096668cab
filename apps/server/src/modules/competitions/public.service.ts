// The public side of competitions: published competitions (list, detail, the open ones for the portal home), the
// registration (no account needed; one per leader and competition), reading it back and correcting it with its
// number and the leader's ID number until the registration stage closes, and the result query per published stage.
import { randomInt } from 'node:crypto';
import {
  type CompetitionDetail,
  type CompetitionPublicQuery,
  type CompetitionSummary,
  type CompetitionUpload,
  type Page,
  PERSONAL_DATA_CONSENT_VERSION,
  type PublicResult,
  type RegistrationBody,
  type RegistrationCorrectBody,
  type RegistrationLookupBody,
  type RegistrationReceipt,
  type RegistrationView,
  type ResultQueryAnswer,
  type ResultQueryBody,
  siteDay,
} from '@etp/contracts';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import {
  competitionRegistrations,
  competitionStages,
  competitionSubmissions,
  competitions,
  competitionTracks,
} from '@/db/schema/competitions.ts';
import { AppError, badRequest, fieldError, notFound } from '@/lib/errors.ts';
import { keywordCondition } from '@/lib/like.ts';
import { paginate } from '@/lib/paginate.ts';
import { maskName, maskPhone, type PersonalDataCipher } from '@/lib/personal-data/index.ts';
import { isUniqueViolation } from '@/lib/pg-errors.ts';
import type { UploadService } from '@/modules/uploads/index.ts';
import { resultsOf } from './judging.service.ts';
import { type CompetitionRow, type Parts, partsOf, registrationOpen, summaryOf } from './shape.ts';

type RegistrationRow = typeof competitionRegistrations.$inferSelect;

/** Crockford's base32 without I, L, O, U: nothing to misread when typed from a receipt. */
const NUMBER_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** C<competition>-<10 random characters>: 50 bits nobody guesses, so a number alone is a good enough key. */
export function registrationNumber(competitionId: number): string {
  let random = '';
  for (let i = 0; i < 10; i++) random += NUMBER_ALPHABET[randomInt(NUMBER_ALPHABET.length)];
  return `C${competitionId}-${random}`;
}

const PDF_MAGIC = Buffer.from('%PDF-');

export class CompetitionPublicService {
  constructor(
    private readonly db: Db,
    private readonly personalData: PersonalDataCipher,
    private readonly uploads: UploadService,
  ) {}

  private async published(id: number): Promise<{ row: CompetitionRow; parts: Parts }> {
    const [row] = await this.db
      .select()
      .from(competitions)
      .where(and(eq(competitions.id, id), eq(competitions.status, 'published')))
      .limit(1);
    if (!row) throw notFound('competition.not_found');
    const parts = (await partsOf(this.db, [id])).get(id)!;
    return { row, parts };
  }

  async list(query: CompetitionPublicQuery): Promise<Page<CompetitionSummary>> {
    const today = siteDay();
    const where = and(eq(competitions.status, 'published'), keywordCondition([competitions.name], query.keyword));
    const regStart = sql`(select ${competitionStages.startsOn} from ${competitionStages} where ${competitionStages.competitionId} = ${competitions.id} and ${competitionStages.kind} = 'registration')`;
    if (query.phase) {
      // The phase is computed from the stages; few competitions exist, so filter the published ones in memory.
      const all = await this.db.select().from(competitions).where(where).orderBy(desc(regStart), desc(competitions.id));
      const parts = await partsOf(
        this.db,
        all.map((r) => r.id),
      );
      const matching = all
        .map((row) => summaryOf(row, parts.get(row.id)!, today))
        .filter((s) => s.phase === query.phase);
      const start = (query.page - 1) * query.size;
      return {
        list: matching.slice(start, start + query.size),
        total: matching.length,
        page: query.page,
        size: query.size,
      };
    }
    const rows = this.db
      .select()
      .from(competitions)
      .where(where)
      .orderBy(desc(regStart), desc(competitions.id))
      .$dynamic();
    const total = this.db.select({ n: count() }).from(competitions).where(where);
    return paginate(query, rows, total, async (found) => {
      const parts = await partsOf(
        this.db,
        found.map((r) => r.id),
      );
      return found.map((row) => summaryOf(row, parts.get(row.id)!, today));
    });
  }

  /** Published competitions not finished yet, those taking registrations first (the portal home's teaser). */
  async open(): Promise<CompetitionSummary[]> {
    const today = siteDay();
    const rows = await this.db.select().from(competitions).where(eq(competitions.status, 'published'));
    const parts = await partsOf(
      this.db,
      rows.map((r) => r.id),
    );
    const rank = { registering: 0, upcoming: 1, judging: 2, finished: 3 } as const;
    return rows
      .map((row) => summaryOf(row, parts.get(row.id)!, today))
      .filter((s) => s.phase !== 'finished')
      .sort((a, b) => rank[a.phase] - rank[b.phase] || b.id - a.id)
      .slice(0, 6);
  }

  async detail(id: number): Promise<CompetitionDetail> {
    const { row, parts } = await this.published(id);
    return {
      ...summaryOf(row, parts, siteDay()),
      intro: row.intro,
      eligibility: row.eligibility,
      service_info: row.serviceInfo,
      contact: row.contact,
    };
  }

  /** A business plan: a PDF by its bytes, kept with the other uploads. */
  async upload(file: { filename: string; data: Buffer; truncated: boolean }): Promise<CompetitionUpload> {
    if (!file.data.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC))
      throw fieldError(400, 'competition.plan_pdf_only', 'file');
    const saved = await this.uploads.store(file);
    return { name: saved.name, url: saved.url, size: saved.size };
  }

  private async checkTrack(competitionId: number, trackId: number): Promise<void> {
    const [track] = await this.db
      .select({ id: competitionTracks.id })
      .from(competitionTracks)
      .where(and(eq(competitionTracks.id, trackId), eq(competitionTracks.competitionId, competitionId)))
      .limit(1);
    if (!track) throw fieldError(400, 'competition.track_invalid', 'track_id');
  }

  private fields(body: Omit<RegistrationCorrectBody, 'number' | 'leader_id_card' | 'captcha'>) {
    return {
      trackId: body.track_id,
      entrantType: body.entrant_type,
      projectName: body.project_name,
      industry: body.industry,
      businessStage: body.business_stage,
      regionCode: body.region_code,
      leaderName: body.leader_name,
      leaderPhoneCipher: this.personalData.encrypt(body.leader_phone),
      leaderPhoneHash: this.personalData.lookupHash(body.leader_phone),
      members: body.members,
      attachments: body.attachments,
      videoUrl: body.video_url,
      consentVersion: PERSONAL_DATA_CONSENT_VERSION,
    };
  }

  /** What is kept of a submission: the body without the captcha, ID number and phone as cipher texts. */
  private payloadOf(body: RegistrationBody | RegistrationCorrectBody) {
    const { captcha: _c, leader_id_card, leader_phone, ...rest } = body;
    return {
      ...rest,
      leader_id_card: this.personalData.encrypt(leader_id_card),
      leader_phone: this.personalData.encrypt(leader_phone),
    };
  }

  async register(competitionId: number, body: RegistrationBody, ip: string): Promise<RegistrationReceipt> {
    const { row, parts } = await this.published(competitionId);
    if (!registrationOpen(parts.stages, siteDay())) throw badRequest('competition.registration_closed');
    await this.checkTrack(competitionId, body.track_id);
    const leaderIdHashes = this.personalData.lookupHashes(body.leader_id_card);
    const [existing] = await this.db
      .select({ id: competitionRegistrations.id })
      .from(competitionRegistrations)
      .where(
        and(
          eq(competitionRegistrations.competitionId, competitionId),
          inArray(competitionRegistrations.leaderIdHash, leaderIdHashes),
        ),
      )
      .limit(1);
    if (existing) throw fieldError(409, 'competition.duplicate', 'leader_id_card');
    const number = registrationNumber(competitionId);
    try {
      await this.db.transaction(async (tx) => {
        const [made] = await tx
          .insert(competitionRegistrations)
          .values({
            competitionId,
            number,
            ...this.fields(body),
            leaderIdCipher: this.personalData.encrypt(body.leader_id_card),
            leaderIdHash: this.personalData.lookupHash(body.leader_id_card),
          })
          .returning({ id: competitionRegistrations.id });
        await tx
          .insert(competitionSubmissions)
          .values({ registrationId: made!.id, kind: 'register', payload: this.payloadOf(body), ip });
      });
    } catch (error) {
      // Two sends of the same leader at once: the unique index refuses the second.
      if (isUniqueViolation(error)) throw fieldError(409, 'competition.duplicate', 'leader_id_card');
      throw error;
    }
    return this.receiptOf(row, parts, number, body.project_name);
  }

  private receiptOf(row: CompetitionRow, parts: Parts, number: string, projectName: string): RegistrationReceipt {
    return {
      number,
      competition_id: row.id,
      competition_name: row.name,
      project_name: projectName,
      correctable_until: parts.stages.find((s) => s.kind === 'registration')?.endsOn ?? '',
    };
  }

  /** The registration with this number whose leader has this ID number; the same answer for either being wrong. */
  private async owned(number: string, idCard: string): Promise<RegistrationRow> {
    const [found] = await this.db
      .select()
      .from(competitionRegistrations)
      .where(
        and(
          eq(competitionRegistrations.number, number),
          inArray(competitionRegistrations.leaderIdHash, this.personalData.lookupHashes(idCard)),
        ),
      )
      .limit(1);
    if (!found) throw new AppError(404, 'competition.registration_not_found');
    return found;
  }

  async lookup(body: RegistrationLookupBody): Promise<RegistrationView> {
    const found = await this.owned(body.number, body.leader_id_card);
    const { row, parts } = await this.published(found.competitionId);
    const today = siteDay();
    return {
      number: found.number,
      competition_id: row.id,
      competition_name: row.name,
      entrant_type: found.entrantType,
      project_name: found.projectName,
      track_id: found.trackId,
      industry: found.industry,
      business_stage: found.businessStage,
      region_code: found.regionCode,
      leader_name: found.leaderName,
      leader_phone_masked: maskPhone(this.personalData.decrypt(found.leaderPhoneCipher)),
      members: found.members,
      attachments: found.attachments,
      video_url: found.videoUrl,
      correctable: registrationOpen(parts.stages, today),
      correctable_until: parts.stages.find((s) => s.kind === 'registration')?.endsOn ?? '',
    };
  }

  async correct(body: RegistrationCorrectBody, ip: string): Promise<RegistrationReceipt> {
    const found = await this.owned(body.number, body.leader_id_card);
    const { row, parts } = await this.published(found.competitionId);
    // Only while the registration stage runs: after it closes, judging works on what was registered.
    if (!registrationOpen(parts.stages, siteDay())) throw badRequest('competition.correction_closed');
    await this.checkTrack(found.competitionId, body.track_id);
    await this.db.transaction(async (tx) => {
      await tx
        .update(competitionRegistrations)
        .set({
          ...this.fields(body),
          corrections: sql`${competitionRegistrations.corrections} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(competitionRegistrations.id, found.id));
      await tx
        .insert(competitionSubmissions)
        .values({ registrationId: found.id, kind: 'correct', payload: this.payloadOf(body), ip });
    });
    return this.receiptOf(row, parts, found.number, body.project_name);
  }

  /** By number, or by leader name + phone (every competition they registered for); published stages only. */
  async results(body: ResultQueryBody): Promise<ResultQueryAnswer> {
    const r = competitionRegistrations;
    const where = body.number
      ? eq(r.number, body.number)
      : and(
          eq(r.leaderName, body.leader_name ?? ''),
          inArray(r.leaderPhoneHash, this.personalData.lookupHashes((body.leader_phone ?? '').replace(/[\s-]/g, ''))),
        );
    const found = await this.db
      .select({ row: r, trackName: competitionTracks.name, competition: competitions })
      .from(r)
      .innerJoin(competitions, and(eq(competitions.id, r.competitionId), eq(competitions.status, 'published')))
      .leftJoin(competitionTracks, eq(competitionTracks.id, r.trackId))
      .where(where)
      .orderBy(desc(r.createdAt))
      .limit(20);
    if (found.length === 0) throw new AppError(404, 'competition.result_not_found');
    const parts = await partsOf(this.db, [...new Set(found.map((f) => f.competition.id))]);
    const list: PublicResult[] = [];
    for (const { row, trackName, competition } of found) {
      const stages = parts.get(competition.id)?.stages ?? [];
      const results = await resultsOf(this.db, [row.id], stages, true);
      list.push({
        number: row.number,
        competition_id: competition.id,
        competition_name: competition.name,
        project_name: row.projectName,
        leader_name: maskName(row.leaderName),
        track_name: trackName ?? '',
        stages: results.get(row.id) ?? [],
      });
    }
    return { list };
  }
}
