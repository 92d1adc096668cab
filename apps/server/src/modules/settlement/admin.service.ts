// What the admin keeps for settlement: subsidy standards per course and region with dates of validity, the review
// chain per region, the holiday calendar, the duplicate check's period; and the institution's settlement account
// the teacher keeps.
import {
  type ChainBody,
  type ChainRow,
  DEFAULT_DUPLICATE_WINDOW_MONTHS,
  DEFAULT_PUBLICITY_DAYS,
  type HolidayRow,
  type ReviewLevel,
  type SettlementAccount,
  type SettlementSettings,
  type StandardBody,
  type StandardRow,
} from '@etp/contracts';
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client.ts';
import {
  settlementAccounts,
  settlementChains,
  settlementHolidays,
  settlementSettings,
  settlementStandards,
} from '@/db/schema/settlement.ts';
import { fieldError, notFound } from '@/lib/errors.ts';
import { paginate } from '@/lib/paginate.ts';
import { courseNameOf } from '@/modules/courses/index.ts';
import { regionExists, regionNameOf } from '@/modules/regions/index.ts';
import type { Actor } from '@/plugins/actor.ts';
import { levelsFor, regionLineage } from './rules.ts';

type Runner = Db | Tx;
const DEFAULT_LEVELS: ReviewLevel[] = ['area', 'city'];

export class SettlementAdminService {
  constructor(
    private readonly db: Db,
    /** Whether a course exists (the courses module). */
    private readonly courseExists: (id: number) => Promise<boolean>,
  ) {}

  // --- standards ----------------------------------------------------------------------------------------------------

  /** The standard of a course valid on `day` for a class of `regionCode` (its own region's, else the nearest above). */
  async standardFor(courseId: number | null, regionCode: string, day: string | null) {
    if (courseId === null || !day) return null;
    const lineage = regionLineage(regionCode);
    const [found] = await this.db
      .select()
      .from(settlementStandards)
      .where(
        and(
          eq(settlementStandards.courseId, courseId),
          inArray(settlementStandards.regionCode, lineage),
          lte(settlementStandards.validFrom, day),
          or(isNull(settlementStandards.validTo), gte(settlementStandards.validTo, day)),
        ),
      )
      .orderBy(desc(sql`length(rtrim(${settlementStandards.regionCode}, '0'))`), desc(settlementStandards.validFrom))
      .limit(1);
    return found ?? null;
  }

  private standardSelect() {
    const s = settlementStandards;
    return {
      id: s.id,
      course_id: s.courseId,
      course_name: sql<string>`coalesce(${courseNameOf(s.courseId)}, '')`,
      region_code: s.regionCode,
      region_name: sql<string>`coalesce(${regionNameOf(s.regionCode)}, '')`,
      training_kind: s.trainingKind,
      amount_fen: s.amountFen,
      valid_from: s.validFrom,
      valid_to: s.validTo,
    };
  }

  async standards(query: { page: number; size: number; course_id?: number }) {
    const where = query.course_id ? eq(settlementStandards.courseId, query.course_id) : undefined;
    const rows = this.db
      .select(this.standardSelect())
      .from(settlementStandards)
      .where(where)
      .orderBy(
        asc(settlementStandards.courseId),
        asc(settlementStandards.regionCode),
        desc(settlementStandards.validFrom),
      )
      .$dynamic();
    const total = this.db.select({ n: count() }).from(settlementStandards).where(where);
    return paginate(query, rows, total, (found) => found as StandardRow[]);
  }

  private async checkStandard(body: StandardBody, id?: number) {
    // Each refusal names its form field (data.fields), so the admin's form shows it next to the field.
    if (body.valid_to && body.valid_to < body.valid_from)
      throw fieldError(400, 'settlement.standard_dates', 'valid_to');
    if (!(await this.courseExists(body.course_id))) throw fieldError(400, 'settlement.course_not_found', 'course_id');
    if (!(await regionExists(this.db, body.region_code))) {
      throw fieldError(400, 'settlement.region_unknown', 'region_code');
    }
    const [overlap] = await this.db
      .select({ id: settlementStandards.id })
      .from(settlementStandards)
      .where(
        and(
          eq(settlementStandards.courseId, body.course_id),
          eq(settlementStandards.regionCode, body.region_code),
          id ? ne(settlementStandards.id, id) : undefined,
          body.valid_to ? lte(settlementStandards.validFrom, body.valid_to) : undefined,
          or(isNull(settlementStandards.validTo), gte(settlementStandards.validTo, body.valid_from)),
        ),
      )
      .limit(1);
    if (overlap) throw fieldError(409, 'settlement.standard_overlap', 'valid_from');
  }

  private columnsOf(body: StandardBody) {
    return {
      courseId: body.course_id,
      regionCode: body.region_code,
      trainingKind: body.training_kind,
      amountFen: body.amount_fen,
      validFrom: body.valid_from,
      validTo: body.valid_to,
    };
  }

  private async standardRow(id: number): Promise<StandardRow> {
    const [row] = await this.db
      .select(this.standardSelect())
      .from(settlementStandards)
      .where(eq(settlementStandards.id, id));
    if (!row) throw notFound();
    return row as StandardRow;
  }

  async createStandard(actor: Actor, body: StandardBody): Promise<StandardRow> {
    await this.checkStandard(body);
    const [row] = await this.db
      .insert(settlementStandards)
      .values({ ...this.columnsOf(body), createdBy: actor.userId })
      .returning();
    actor.audit({
      action: 'settlement_standard.create',
      targetType: 'settlement_standard',
      targetId: row!.id,
      after: body,
    });
    return this.standardRow(row!.id);
  }

  async updateStandard(actor: Actor, id: number, body: StandardBody): Promise<StandardRow> {
    const before = await this.standardRow(id);
    await this.checkStandard(body, id);
    await this.db.update(settlementStandards).set(this.columnsOf(body)).where(eq(settlementStandards.id, id));
    actor.audit({
      action: 'settlement_standard.update',
      targetType: 'settlement_standard',
      targetId: id,
      before,
      after: body,
    });
    return this.standardRow(id);
  }

  async removeStandard(actor: Actor, id: number): Promise<void> {
    const before = await this.standardRow(id);
    await this.db.delete(settlementStandards).where(eq(settlementStandards.id, id));
    actor.audit({ action: 'settlement_standard.delete', targetType: 'settlement_standard', targetId: id, before });
  }

  // --- chains -------------------------------------------------------------------------------------------------------

  /** The chain a claim of `regionCode` goes through: its region's row or the nearest above, else area then city. */
  async chainFor(
    regionCode: string,
    runner: Runner = this.db,
  ): Promise<{ levels: ReviewLevel[]; publicityDays: number }> {
    const lineage = regionLineage(regionCode);
    const rows = await runner.select().from(settlementChains).where(inArray(settlementChains.regionCode, lineage));
    const row = lineage.map((code) => rows.find((r) => r.regionCode === code)).find(Boolean);
    return {
      levels: levelsFor(regionCode, row?.levels ?? DEFAULT_LEVELS),
      publicityDays: row?.publicityDays ?? DEFAULT_PUBLICITY_DAYS,
    };
  }

  async chains(): Promise<ChainRow[]> {
    const rows = await this.db
      .select({
        region_code: settlementChains.regionCode,
        region_name: sql<string>`coalesce(${regionNameOf(settlementChains.regionCode)}, '')`,
        levels: settlementChains.levels,
        publicity_days: settlementChains.publicityDays,
      })
      .from(settlementChains)
      .orderBy(asc(settlementChains.regionCode));
    return rows;
  }

  async saveChain(actor: Actor, regionCode: string, body: ChainBody): Promise<ChainRow> {
    if (!(await regionExists(this.db, regionCode))) throw fieldError(400, 'settlement.region_unknown', 'region_code');
    const levels = [...new Set(body.levels)];
    await this.db
      .insert(settlementChains)
      .values({ regionCode, levels, publicityDays: body.publicity_days, updatedBy: actor.userId })
      .onConflictDoUpdate({
        target: settlementChains.regionCode,
        set: { levels, publicityDays: body.publicity_days, updatedBy: actor.userId, updatedAt: new Date() },
      });
    actor.audit({ action: 'settlement_chain.save', targetType: 'region', targetId: regionCode, after: body });
    return (await this.chains()).find((c) => c.region_code === regionCode)!;
  }

  async removeChain(actor: Actor, regionCode: string): Promise<void> {
    const gone = await this.db.delete(settlementChains).where(eq(settlementChains.regionCode, regionCode)).returning();
    if (!gone.length) throw notFound();
    actor.audit({ action: 'settlement_chain.delete', targetType: 'region', targetId: regionCode, before: gone[0] });
  }

  // --- holidays -----------------------------------------------------------------------------------------------------

  async holidays(year?: number): Promise<HolidayRow[]> {
    const where = year
      ? and(gte(settlementHolidays.day, `${year}-01-01`), lte(settlementHolidays.day, `${year}-12-31`))
      : undefined;
    return this.db
      .select({ day: settlementHolidays.day, kind: settlementHolidays.kind, name: settlementHolidays.name })
      .from(settlementHolidays)
      .where(where)
      .orderBy(asc(settlementHolidays.day));
  }

  /** The calendar as the working-day count reads it. */
  async calendar(runner: Runner = this.db): Promise<Map<string, 'holiday' | 'workday'>> {
    const rows = await runner.select().from(settlementHolidays);
    return new Map(rows.map((r) => [r.day, r.kind]));
  }

  async saveHoliday(actor: Actor, body: HolidayRow): Promise<HolidayRow> {
    await this.db
      .insert(settlementHolidays)
      .values({ ...body, createdBy: actor.userId })
      .onConflictDoUpdate({ target: settlementHolidays.day, set: { kind: body.kind, name: body.name } });
    actor.audit({ action: 'settlement_holiday.save', targetType: 'holiday', targetId: body.day, after: body });
    return body;
  }

  async removeHoliday(actor: Actor, day: string): Promise<void> {
    const gone = await this.db.delete(settlementHolidays).where(eq(settlementHolidays.day, day)).returning();
    if (!gone.length) throw notFound();
    actor.audit({ action: 'settlement_holiday.delete', targetType: 'holiday', targetId: day, before: gone[0] });
  }

  // --- settings -----------------------------------------------------------------------------------------------------

  async settings(): Promise<SettlementSettings> {
    const [row] = await this.db.select().from(settlementSettings).where(eq(settlementSettings.id, 1));
    return { duplicate_window_months: row?.duplicateWindowMonths ?? DEFAULT_DUPLICATE_WINDOW_MONTHS };
  }

  async saveSettings(actor: Actor, body: SettlementSettings): Promise<SettlementSettings> {
    const before = await this.settings();
    await this.db
      .insert(settlementSettings)
      .values({ id: 1, duplicateWindowMonths: body.duplicate_window_months, updatedBy: actor.userId })
      .onConflictDoUpdate({
        target: settlementSettings.id,
        set: { duplicateWindowMonths: body.duplicate_window_months, updatedBy: actor.userId, updatedAt: new Date() },
      });
    actor.audit({ action: 'settlement_settings.save', targetType: 'settings', targetId: 1, before, after: body });
    return this.settings();
  }

  // --- the institution's settlement account -------------------------------------------------------------------------

  async account(institutionId: number | null): Promise<SettlementAccount> {
    if (!institutionId) return { account_name: '', bank_name: '', account_no: '' };
    const [row] = await this.db
      .select()
      .from(settlementAccounts)
      .where(eq(settlementAccounts.institutionId, institutionId));
    return {
      account_name: row?.accountName ?? '',
      bank_name: row?.bankName ?? '',
      account_no: row?.accountNo ?? '',
    };
  }

  async saveAccount(actor: Actor, body: SettlementAccount): Promise<SettlementAccount> {
    const institutionId = actor.scope.level === 'institution' ? actor.scope.institutionId : null;
    if (!institutionId) throw notFound();
    const before = await this.account(institutionId);
    const values = { accountName: body.account_name, bankName: body.bank_name, accountNo: body.account_no };
    await this.db
      .insert(settlementAccounts)
      .values({ institutionId, ...values, updatedBy: actor.userId })
      .onConflictDoUpdate({
        target: settlementAccounts.institutionId,
        set: { ...values, updatedBy: actor.userId, updatedAt: new Date() },
      });
    actor.audit({
      action: 'settlement_account.save',
      targetType: 'institution',
      targetId: institutionId,
      before,
      after: body,
    });
    return this.account(institutionId);
  }
}
