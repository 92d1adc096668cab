// Subsidy claims: the teacher's draft for a finished class (the roster with its amounts from the standard valid on the
// class's end date), submission (the roster frozen, the documents generated, the chain of the region frozen), each
// review step by the region and role whose turn it is, strikes, returns, the publicity period and payment. The
// duplicate check runs at submission and at every step. Every step is audited and on the claim's timeline.
import {
  CLAIM_STAGES,
  type ClaimDetail,
  type ClaimDocument,
  type ClaimListQuery,
  type ClaimRow,
  type ClaimStatus,
  type ClaimStepAction,
  type ClaimStudent,
  DEFAULT_DUPLICATE_WINDOW_MONTHS,
  HOLDING_STATUSES,
  type PaidBody,
  REVIEW_STATUS_OF,
  type ReviewBody,
  type ReviewLevel,
  SETTLEMENT_API,
  siteDay,
  UNDER_REVIEW_STATUSES,
} from '@etp/contracts';
import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client.ts';
import { rowsOf } from '@/db/migrate.ts';
import {
  type DuplicateOf,
  settlementClaimDocuments,
  settlementClaimSteps,
  settlementClaimStudents,
  settlementClaims,
  settlementSettings,
} from '@/db/schema/settlement.ts';
import { badRequest, conflict, forbidden, notFound } from '@/lib/errors.ts';
import { paginate } from '@/lib/paginate.ts';
import type { Storage } from '@/lib/storage.ts';
import { classNameOf } from '@/modules/classes/index.ts';
import { courseNameOf } from '@/modules/courses/index.ts';
import { institutionNameOf } from '@/modules/institutions/index.ts';
import { regionNameOf } from '@/modules/regions/index.ts';
import type { ClassAnswers } from '@/modules/reporting/index.ts';
import type { Actor } from '@/plugins/actor.ts';
import { regionInScope, scopeCondition } from '@/plugins/scope.ts';
import type { SettlementAdminService } from './admin.service.ts';
import { type GeneratedFile, generateDocuments } from './documents.ts';
import { payableFen, publicityEnd, totalsOf } from './rules.ts';

type Runner = Db | Tx;
type ClaimRecord = typeof settlementClaims.$inferSelect;
type StudentRecord = typeof settlementClaimStudents.$inferSelect;

/** What this service asks of other domains (their decorations and the reporting module). */
export interface SettlementDeps {
  db: Db;
  storage: Storage;
  admin: SettlementAdminService;
  /** The class if the caller sees it (404 otherwise): the classes module. */
  classRow(actor: Actor, id: number): Promise<{ id: number; status: string }>;
  /** The class's eligibility answers without a caller: the reporting module. */
  answers(classId: number): Promise<ClassAnswers>;
  /** The students' keyed ID-number hashes: the reporting module. */
  idCardHashes(userIds: readonly number[]): Promise<Map<number, string>>;
  /** The name of the site the documents are printed for. */
  siteName(): Promise<string>;
}

const REVIEW_ROLES = ['area', 'city', 'province'] as const;
const isUnderReview = (s: ClaimStatus) => (UNDER_REVIEW_STATUSES as readonly string[]).includes(s);

export class SettlementService {
  constructor(private readonly deps: SettlementDeps) {}

  private get db() {
    return this.deps.db;
  }

  // --- reading ------------------------------------------------------------------------------------------------------

  private rowSelect() {
    const c = settlementClaims;
    return {
      id: c.id,
      class_id: c.classId,
      class_name: sql<string>`coalesce(${classNameOf(c.classId)}, '')`,
      institution_id: c.institutionId,
      institution_name: sql<string>`coalesce(${institutionNameOf(c.institutionId)}, '')`,
      region_code: c.regionCode,
      region_name: sql<string>`coalesce(${regionNameOf(c.regionCode)}, '')`,
      course_name: sql<string>`coalesce(${courseNameOf(c.courseId)}, '')`,
      training_kind: c.trainingKind,
      class_end_date: c.classEndDate,
      status: c.status,
      current_step: c.currentStep,
      chain: c.chain,
      student_count: c.studentCount,
      claimed_fen: c.claimedFen,
      total_fen: c.totalFen,
      publicity_starts_on: c.publicityStartsOn,
      publicity_ends_on: c.publicityEndsOn,
      paid_on: c.paidOn,
      paid_reference: c.paidReference,
      returned_reason: c.returnedReason,
      submitted_at: c.submittedAt,
      created_at: c.createdAt,
    };
  }

  private static toRow(r: Record<string, unknown>): ClaimRow {
    const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v === null ? null : String(v));
    return { ...(r as ClaimRow), submitted_at: iso(r.submitted_at), created_at: iso(r.created_at) ?? '' };
  }

  /** The teacher's claims (their institution's). */
  async mine(actor: Actor, query: ClaimListQuery) {
    return this.page(actor, query, scopeCondition(actor.scope, { institutionId: settlementClaims.institutionId }));
  }

  /** The reviewers' queue: every claim in scope past the draft; `todo` only those at the caller's step. */
  async queue(actor: Actor, query: ClaimListQuery) {
    const where = and(
      scopeCondition(actor.scope, { regionCode: settlementClaims.regionCode }),
      ne(settlementClaims.status, 'draft'),
      query.todo === '1' ? eq(settlementClaims.currentStep, actor.role as ReviewLevel) : undefined,
    );
    return this.page(actor, query, where);
  }

  private async page(_actor: Actor, query: ClaimListQuery, scope: SQL | undefined) {
    const where = and(
      scope,
      query.status ? eq(settlementClaims.status, query.status) : undefined,
      query.stage ? inArray(settlementClaims.status, [...CLAIM_STAGES[query.stage]]) : undefined,
      query.keyword ? sql`${classNameOf(settlementClaims.classId)} like ${`%${query.keyword}%`}` : undefined,
    );
    const rows = this.db
      .select(this.rowSelect())
      .from(settlementClaims)
      .where(where)
      .orderBy(desc(settlementClaims.id))
      .$dynamic();
    const total = this.db.select({ n: count() }).from(settlementClaims).where(where);
    return paginate(query, rows, total, (found) => found.map((r) => SettlementService.toRow(r)));
  }

  private async record(id: number, runner: Runner = this.db): Promise<ClaimRecord | undefined> {
    const [found] = await runner.select().from(settlementClaims).where(eq(settlementClaims.id, id)).limit(1);
    return found;
  }

  /** A claim of the teacher's institution (404 otherwise). */
  private async teacherClaim(actor: Actor, id: number, runner: Runner = this.db): Promise<ClaimRecord> {
    const found = await this.record(id, runner);
    const inScope =
      found &&
      (actor.scope.level === 'all' ||
        (actor.scope.level === 'institution' && actor.scope.institutionId === found.institutionId));
    if (!found || !inScope) throw notFound('settlement.not_found');
    return found;
  }

  /** A claim a reviewer sees: in their region, past the draft (404 otherwise). */
  private async reviewerClaim(actor: Actor, id: number, runner: Runner = this.db): Promise<ClaimRecord> {
    const found = await this.record(id, runner);
    if (!found || found.status === 'draft' || !regionInScope(actor.scope, found.regionCode)) {
      throw notFound('settlement.not_found');
    }
    return found;
  }

  private canReview(actor: Actor, c: ClaimRecord) {
    return isUnderReview(c.status) && c.currentStep !== null && actor.role === c.currentStep;
  }

  /** Admin, or the region role of the chain's first step (the one that pays, in scope). */
  private canPay(actor: Actor, c: ClaimRecord) {
    if (c.status !== 'approved') return false;
    if (actor.role === 'admin') return true;
    return actor.role === c.chain[0] && regionInScope(actor.scope, c.regionCode);
  }

  async detailForTeacher(actor: Actor, id: number): Promise<ClaimDetail> {
    const c = await this.teacherClaim(actor, id);
    const editable = c.status === 'draft' || c.status === 'returned';
    return this.detail(c, { submit: editable, review: false, pay: false, upload: editable }, 'f');
  }

  async detailForReviewer(actor: Actor, id: number): Promise<ClaimDetail> {
    const c = await this.reviewerClaim(actor, id);
    return this.detail(
      c,
      { submit: false, review: this.canReview(actor, c), pay: this.canPay(actor, c), upload: false },
      'a',
    );
  }

  private async detail(c: ClaimRecord, can: ClaimDetail['can'], side: 'f' | 'a'): Promise<ClaimDetail> {
    const [[row], students, steps, documents] = await Promise.all([
      this.db.select(this.rowSelect()).from(settlementClaims).where(eq(settlementClaims.id, c.id)),
      this.db
        .select()
        .from(settlementClaimStudents)
        .where(eq(settlementClaimStudents.claimId, c.id))
        .orderBy(asc(settlementClaimStudents.id)),
      this.db
        .select()
        .from(settlementClaimSteps)
        .where(eq(settlementClaimSteps.claimId, c.id))
        .orderBy(asc(settlementClaimSteps.id)),
      this.db
        .select()
        .from(settlementClaimDocuments)
        .where(eq(settlementClaimDocuments.claimId, c.id))
        .orderBy(asc(settlementClaimDocuments.id)),
    ]);
    const url = (docId: number) =>
      side === 'f' ? SETTLEMENT_API.document(c.id, docId) : SETTLEMENT_API.reviewDocument(c.id, docId);
    return {
      ...SettlementService.toRow(row!),
      students: students.map(toStudent),
      steps: steps.map((s) => ({
        id: s.id,
        action: s.action,
        actor_name: s.actorName,
        role: s.role,
        region_code: s.regionCode,
        from: s.fromStatus,
        to: s.toStatus,
        reason: s.reason,
        detail: s.detail,
        at: s.createdAt.toISOString(),
      })),
      documents: documents.map(
        (d): ClaimDocument => ({
          id: d.id,
          kind: d.kind,
          generated: d.generated,
          name: d.name,
          mime: d.mime,
          size: d.size,
          created_at: d.createdAt.toISOString(),
          url: url(d.id),
        }),
      ),
      can,
    };
  }

  /** The teacher's finished classes without a claim (to start a draft). */
  async claimable(
    actor: Actor,
    finished: { id: number; name: string; course_name: string; end_date: string | null }[],
  ) {
    if (!finished.length) return [];
    const claimed = await this.db
      .select({ classId: settlementClaims.classId })
      .from(settlementClaims)
      .where(
        and(
          inArray(
            settlementClaims.classId,
            finished.map((f) => f.id),
          ),
          scopeCondition(actor.scope, { institutionId: settlementClaims.institutionId }),
        ),
      );
    const taken = new Set(claimed.map((c) => c.classId));
    return finished.filter((f) => !taken.has(f.id));
  }

  // --- the teacher's steps ------------------------------------------------------------------------------------------

  /** A draft for a finished class of the teacher's: its roster with the amounts of the standard valid on its end date. */
  async create(actor: Actor, classId: number): Promise<ClaimDetail> {
    const cls = await this.deps.classRow(actor, classId);
    if (cls.status !== 'finished') throw badRequest('settlement.class_not_finished');
    const answers = await this.deps.answers(classId);
    const standard = await this.deps.admin.standardFor(
      answers.cls.courseId,
      answers.cls.regionCode,
      answers.cls.endDate,
    );
    if (!standard) throw badRequest('settlement.no_standard');
    const hashes = await this.deps.idCardHashes(answers.students.map((s) => s.studentId));
    const id = await this.db.transaction(async (tx) => {
      // One claim per class: the row lock on the class's claims makes two drafts at once one.
      await tx.execute(sql`select pg_advisory_xact_lock(${7_290_001}, ${classId})`);
      const [existing] = await tx
        .select({ id: settlementClaims.id })
        .from(settlementClaims)
        .where(eq(settlementClaims.classId, classId))
        .limit(1);
      if (existing) throw conflict('settlement.already_claimed');
      const [claim] = await tx
        .insert(settlementClaims)
        .values({
          classId,
          institutionId: answers.cls.institutionId,
          regionCode: answers.cls.regionCode,
          courseId: answers.cls.courseId,
          trainingKind: standard.trainingKind,
          standardId: standard.id,
          classEndDate: answers.cls.endDate,
          status: 'draft',
          createdBy: actor.userId,
        })
        .returning();
      await this.writeRoster(tx, claim!, answers, standard.amountFen, hashes, new Map());
      await this.step(tx, claim!, actor, 'create', { to: 'draft' });
      return claim!.id;
    });
    actor.audit({ action: 'settlement.create', targetType: 'settlement', targetId: id, after: { class_id: classId } });
    return this.detailForTeacher(actor, id);
  }

  /** Replaces the claim's roster by the class's answers now, keeping earlier strikes; recounts the totals. */
  private async writeRoster(
    tx: Tx,
    claim: ClaimRecord,
    answers: ClassAnswers,
    amountFen: number,
    hashes: Map<number, string>,
    strikes: Map<number, Pick<StudentRecord, 'struckReason' | 'struckBy' | 'struckAt'>>,
  ) {
    await tx.delete(settlementClaimStudents).where(eq(settlementClaimStudents.claimId, claim.id));
    if (answers.students.length) {
      await tx.insert(settlementClaimStudents).values(
        answers.students.map((s) => {
          const strike = strikes.get(s.enrolmentId);
          return {
            claimId: claim.id,
            enrolmentId: s.enrolmentId,
            userId: s.studentId,
            studentName: s.name,
            idCardMasked: s.idCardMasked,
            idCardHash: hashes.get(s.studentId) ?? null,
            hours: s.facts.hours,
            requiredHours: s.facts.required_hours,
            score: s.facts.best_score,
            eligible: s.eligible,
            reasons: s.reasons,
            amountFen: s.eligible ? amountFen : 0,
            struck: Boolean(strike),
            struckReason: strike?.struckReason ?? '',
            struckBy: strike?.struckBy ?? null,
            struckAt: strike?.struckAt ?? null,
          };
        }),
      );
    }
    await this.recount(tx, claim.id);
  }

  private async recount(tx: Runner, claimId: number) {
    const lines = await tx.select().from(settlementClaimStudents).where(eq(settlementClaimStudents.claimId, claimId));
    const totals = totalsOf(lines);
    await tx
      .update(settlementClaims)
      .set({ ...totals, updatedAt: new Date() })
      .where(eq(settlementClaims.id, claimId));
    return totals;
  }

  /** Submits a draft or returned claim: roster refreshed and frozen, duplicates flagged, documents made, chain set. */
  async submit(actor: Actor, id: number): Promise<ClaimDetail> {
    const before = await this.teacherClaim(actor, id);
    if (before.status !== 'draft' && before.status !== 'returned') throw badRequest('settlement.not_editable');
    const answers = await this.deps.answers(before.classId);
    const standard = await this.deps.admin.standardFor(
      answers.cls.courseId,
      answers.cls.regionCode,
      answers.cls.endDate,
    );
    if (!standard) throw badRequest('settlement.no_standard');
    const hashes = await this.deps.idCardHashes(answers.students.map((s) => s.studentId));
    const chain = await this.deps.admin.chainFor(before.regionCode);
    const first = chain.levels[0]!;
    await this.db.transaction(async (tx) => {
      const [claim] = await tx.select().from(settlementClaims).where(eq(settlementClaims.id, id)).for('update');
      if (claim!.status !== 'draft' && claim!.status !== 'returned') throw badRequest('settlement.not_editable');
      const kept = await tx
        .select()
        .from(settlementClaimStudents)
        .where(and(eq(settlementClaimStudents.claimId, id), eq(settlementClaimStudents.struck, true)));
      const strikes = new Map(kept.filter((k) => k.enrolmentId).map((k) => [k.enrolmentId!, k]));
      const submitted = {
        status: REVIEW_STATUS_OF[first],
        currentStep: first,
        chain: chain.levels,
        publicityDays: chain.publicityDays,
        trainingKind: standard.trainingKind,
        standardId: standard.id,
        submittedAt: new Date(),
        returnedReason: '',
      } as const;
      await tx.update(settlementClaims).set(submitted).where(eq(settlementClaims.id, id));
      const updated = { ...claim!, ...submitted, chain: [...chain.levels] };
      await this.writeRoster(tx, updated, answers, standard.amountFen, hashes, strikes);
      const flagged = await this.checkDuplicates(tx, updated);
      const totals = await this.recount(tx, id);
      if (totals.studentCount === 0) throw badRequest('settlement.nobody_eligible');
      await this.step(tx, claim!, actor, 'submit', {
        to: submitted.status,
        detail: { chain: chain.levels, duplicates: flagged, total_fen: totals.totalFen },
      });
    });
    await this.regenerate(id).catch(() => undefined);
    actor.audit({
      action: 'settlement.submit',
      targetType: 'settlement',
      targetId: id,
      before: { status: before.status },
      after: { status: REVIEW_STATUS_OF[first] },
    });
    return this.detailForTeacher(actor, id);
  }

  // --- the reviewers' steps -----------------------------------------------------------------------------------------

  async review(actor: Actor, id: number, body: ReviewBody): Promise<ClaimDetail> {
    const seen = await this.reviewerClaim(actor, id);
    if (!(REVIEW_ROLES as readonly string[]).includes(actor.role)) throw forbidden('settlement.not_your_turn');
    if (!isUnderReview(seen.status)) throw badRequest('settlement.not_under_review');
    if (!this.canReview(actor, seen)) throw forbidden('settlement.not_your_turn');
    const reason = body.reason?.trim() ?? '';
    if ((body.action === 'return' || body.action === 'strike') && !reason)
      throw badRequest('settlement.reason_required');
    if (body.action === 'strike' && !body.enrolmentIds?.length) throw badRequest('settlement.students_required');

    const after = await this.db.transaction(async (tx) => {
      const [claim] = await tx.select().from(settlementClaims).where(eq(settlementClaims.id, id)).for('update');
      // Someone else moved it meanwhile.
      if (!claim || claim.status !== seen.status) throw forbidden('settlement.not_your_turn');
      if (body.action === 'return') {
        await tx
          .update(settlementClaims)
          .set({ status: 'returned', currentStep: null, returnedReason: reason, returnedAt: new Date() })
          .where(eq(settlementClaims.id, id));
        await this.step(tx, claim, actor, 'return', { to: 'returned', reason });
        return 'returned' as ClaimStatus;
      }
      if (body.action === 'strike') {
        const ids = [...new Set(body.enrolmentIds)];
        const lines = await tx
          .select({ id: settlementClaimStudents.id, enrolmentId: settlementClaimStudents.enrolmentId })
          .from(settlementClaimStudents)
          .where(and(eq(settlementClaimStudents.claimId, id), inArray(settlementClaimStudents.enrolmentId, ids)));
        if (lines.length !== ids.length) throw badRequest('settlement.student_not_on_claim');
        await tx
          .update(settlementClaimStudents)
          .set({ struck: true, struckReason: reason, struckBy: actor.userId, struckAt: new Date() })
          .where(
            inArray(
              settlementClaimStudents.id,
              lines.map((l) => l.id),
            ),
          );
        const totals = await this.recount(tx, id);
        await this.step(tx, claim, actor, 'strike', {
          to: claim.status,
          reason,
          detail: { enrolment_ids: ids, total_fen: totals.totalFen },
        });
        return claim.status;
      }
      // approve: the duplicate check again, then the next step, or publicity, or approved.
      const flagged = await this.checkDuplicates(tx, claim);
      const totals = await this.recount(tx, id);
      const at = claim.chain.indexOf(claim.currentStep!);
      const next = claim.chain[at + 1];
      let set: Partial<ClaimRecord>;
      if (next) {
        set = { status: REVIEW_STATUS_OF[next], currentStep: next };
      } else if (claim.publicityDays > 0) {
        const today = siteDay();
        const calendar = await this.deps.admin.calendar(tx);
        set = {
          status: 'publicity',
          currentStep: null,
          publicityStartsOn: today,
          publicityEndsOn: publicityEnd(today, claim.publicityDays, calendar),
        };
      } else {
        set = { status: 'approved', currentStep: null, approvedAt: new Date() };
      }
      await tx.update(settlementClaims).set(set).where(eq(settlementClaims.id, id));
      await this.step(tx, claim, actor, 'approve', {
        to: set.status!,
        reason,
        detail: { duplicates: flagged, total_fen: totals.totalFen },
      });
      if (set.status === 'publicity') {
        await this.step(tx, claim, null, 'publicity_start', {
          from: 'publicity',
          to: 'publicity',
          detail: { ends_on: set.publicityEndsOn, days: claim.publicityDays },
        });
      }
      return set.status!;
    });
    actor.audit({
      action: `settlement.${body.action}`,
      targetType: 'settlement',
      targetId: id,
      before: { status: seen.status, step: seen.currentStep },
      after: { status: after, reason: reason || undefined, enrolment_ids: body.enrolmentIds },
    });
    return this.detailForReviewer(actor, id);
  }

  /** Records the payment of an approved claim (date and reference); the duplicate check a last time. */
  async markPaid(actor: Actor, id: number, body: PaidBody): Promise<ClaimDetail> {
    const seen = await this.reviewerClaim(actor, id);
    if (seen.status !== 'approved') throw badRequest('settlement.not_approved');
    if (!this.canPay(actor, seen)) throw forbidden('settlement.pay_not_allowed');
    await this.db.transaction(async (tx) => {
      const [claim] = await tx.select().from(settlementClaims).where(eq(settlementClaims.id, id)).for('update');
      if (claim?.status !== 'approved') throw badRequest('settlement.not_approved');
      const flagged = await this.checkDuplicates(tx, claim);
      const totals = await this.recount(tx, id);
      await tx
        .update(settlementClaims)
        .set({ status: 'paid', paidOn: body.paid_on, paidReference: body.reference, paidBy: actor.userId })
        .where(eq(settlementClaims.id, id));
      await this.step(tx, claim, actor, 'paid', {
        to: 'paid',
        detail: { paid_on: body.paid_on, reference: body.reference, total_fen: totals.totalFen, duplicates: flagged },
      });
    });
    actor.audit({
      action: 'settlement.paid',
      targetType: 'settlement',
      targetId: id,
      before: { status: 'approved' },
      after: { status: 'paid', paid_on: body.paid_on, reference: body.reference },
    });
    return this.detailForReviewer(actor, id);
  }

  /**
   * Ends every publicity period that is over (the site's day is past its last day): approved. One UPDATE, so of two
   * instances running it at once each claim moves once; the worker job's lease makes it one round anyway.
   */
  async endPublicity(today = siteDay()): Promise<number[]> {
    return this.db.transaction(async (tx) => {
      const ended = await tx
        .update(settlementClaims)
        .set({ status: 'approved', approvedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(settlementClaims.status, 'publicity'), sql`${settlementClaims.publicityEndsOn} < ${today}::date`))
        .returning();
      for (const claim of ended) {
        await this.step(tx, { ...claim, status: 'publicity' }, null, 'publicity_end', {
          to: 'approved',
          detail: { ends_on: claim.publicityEndsOn },
        });
      }
      return ended.map((c) => c.id);
    });
  }

  // --- duplicates ---------------------------------------------------------------------------------------------------

  /**
   * Flags the claim's students already subsidised for the same kind of training within the configured period, at any
   * institution: on another claim that holds them (under review, in publicity, approved or paid) and came first
   * (submitted earlier). Answers how many are flagged. The same person: the same ID number, or the same account.
   */
  async checkDuplicates(tx: Tx, claim: ClaimRecord): Promise<number> {
    const [settings] = await tx.select().from(settlementSettings).where(eq(settlementSettings.id, 1));
    const months = settings?.duplicateWindowMonths ?? DEFAULT_DUPLICATE_WINDOW_MONTHS;
    const s = settlementClaimStudents;
    const holding = sql.join(
      HOLDING_STATUSES.map((h) => sql`${h}`),
      sql`, `,
    );
    const end = claim.classEndDate ?? siteDay();
    const submittedAt = claim.submittedAt ?? new Date();
    const found = rowsOf<{
      line_id: number;
      claim_id: number;
      status: string;
      institution_name: string | null;
      class_name: string | null;
      at: string;
    }>(
      await tx.execute(sql`
        select distinct on (mine.id) mine.id as line_id, o.id as claim_id, o.status,
               ${institutionNameOf(sql`o.institution_id`)} as institution_name,
               ${classNameOf(sql`o.class_id`)} as class_name,
               coalesce(o.paid_on::text, to_char(o.submitted_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD')) as at
        from ${s} mine
        join ${s} other on other.claim_id <> mine.claim_id
          and (other.id_card_hash = mine.id_card_hash or other.user_id = mine.user_id)
          and other.eligible and not other.struck and not other.duplicate
        join ${settlementClaims} o on o.id = other.claim_id
        where mine.claim_id = ${claim.id} and mine.eligible
          and o.status in (${holding})
          and o.training_kind = ${claim.trainingKind}
          and o.class_end_date between ${end}::date - interval '${sql.raw(String(months))} months'
                                   and ${end}::date + interval '${sql.raw(String(months))} months'
          and (o.submitted_at < ${submittedAt} or (o.submitted_at = ${submittedAt} and o.id < ${claim.id}))
        order by mine.id, o.submitted_at`),
    );
    await tx.update(s).set({ duplicate: false, duplicateOf: null }).where(eq(s.claimId, claim.id));
    for (const f of found) {
      const of: DuplicateOf = {
        claim_id: f.claim_id,
        institution_name: f.institution_name ?? '',
        class_name: f.class_name ?? '',
        status: f.status,
        at: f.at,
      };
      await tx.update(s).set({ duplicate: true, duplicateOf: of }).where(eq(s.id, f.line_id));
    }
    return found.length;
  }

  // --- documents ----------------------------------------------------------------------------------------------------

  /** Makes the claim's roster, hours and results sheets again (XLSX and PDF), replacing the generated ones. */
  async regenerate(id: number): Promise<void> {
    const [row] = await this.db.select(this.rowSelect()).from(settlementClaims).where(eq(settlementClaims.id, id));
    if (!row) return;
    const students = await this.db
      .select()
      .from(settlementClaimStudents)
      .where(eq(settlementClaimStudents.claimId, id))
      .orderBy(asc(settlementClaimStudents.id));
    const files = await generateDocuments(
      SettlementService.toRow(row),
      students.map(toStudent),
      await this.deps.siteName(),
    );
    await this.storeGenerated(id, files);
  }

  private async storeGenerated(id: number, files: GeneratedFile[]) {
    const old = await this.db
      .select()
      .from(settlementClaimDocuments)
      .where(and(eq(settlementClaimDocuments.claimId, id), eq(settlementClaimDocuments.generated, true)));
    const stamp = Date.now();
    for (const f of files) await this.deps.storage.put(`settlement/${id}/${stamp}-${f.kind}.${f.ext}`, f.body);
    await this.db.transaction(async (tx) => {
      if (old.length)
        await tx.delete(settlementClaimDocuments).where(
          inArray(
            settlementClaimDocuments.id,
            old.map((o) => o.id),
          ),
        );
      await tx.insert(settlementClaimDocuments).values(
        files.map((f) => ({
          claimId: id,
          kind: f.kind,
          generated: true,
          storageKey: `settlement/${id}/${stamp}-${f.kind}.${f.ext}`,
          name: f.name,
          mime: f.mime,
          size: f.body.length,
        })),
      );
    });
    for (const o of old) await this.deps.storage.delete(o.storageKey).catch(() => undefined);
  }

  /** A scan the teacher uploads to a draft or returned claim. */
  async addDocument(
    actor: Actor,
    id: number,
    kind: 'sign_in' | 'bank_proof' | 'other',
    file: { name: string; mime: string; data: Buffer },
  ): Promise<ClaimDocument> {
    const claim = await this.teacherClaim(actor, id);
    if (claim.status !== 'draft' && claim.status !== 'returned') throw badRequest('settlement.not_editable');
    const key = `settlement/${id}/scan-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;
    await this.deps.storage.put(key, file.data);
    const [doc] = await this.db
      .insert(settlementClaimDocuments)
      .values({
        claimId: id,
        kind,
        generated: false,
        storageKey: key,
        name: file.name,
        mime: file.mime,
        size: file.data.length,
        uploadedBy: actor.userId,
      })
      .returning();
    await this.step(this.db, claim, actor, 'upload', { to: claim.status, detail: { kind, name: file.name } });
    actor.audit({
      action: 'settlement.upload',
      targetType: 'settlement',
      targetId: id,
      after: { kind, name: file.name },
    });
    return {
      id: doc!.id,
      kind: doc!.kind,
      generated: false,
      name: doc!.name,
      mime: doc!.mime,
      size: doc!.size,
      created_at: doc!.createdAt.toISOString(),
      url: SETTLEMENT_API.document(id, doc!.id),
    };
  }

  async removeDocument(actor: Actor, id: number, documentId: number): Promise<void> {
    const claim = await this.teacherClaim(actor, id);
    if (claim.status !== 'draft' && claim.status !== 'returned') throw badRequest('settlement.not_editable');
    const [doc] = await this.db
      .delete(settlementClaimDocuments)
      .where(
        and(
          eq(settlementClaimDocuments.id, documentId),
          eq(settlementClaimDocuments.claimId, id),
          eq(settlementClaimDocuments.generated, false),
        ),
      )
      .returning();
    if (!doc) throw notFound('settlement.document_not_found');
    await this.deps.storage.delete(doc.storageKey).catch(() => undefined);
    await this.step(this.db, claim, actor, 'remove_document', { to: claim.status, detail: { name: doc.name } });
    actor.audit({
      action: 'settlement.remove_document',
      targetType: 'settlement',
      targetId: id,
      after: { name: doc.name },
    });
  }

  /** A document of a claim the caller sees (teacher: their institution's; reviewer: in their region). */
  async document(actor: Actor, id: number, documentId: number, side: 'f' | 'a') {
    if (side === 'f') await this.teacherClaim(actor, id);
    else await this.reviewerClaim(actor, id);
    const [doc] = await this.db
      .select()
      .from(settlementClaimDocuments)
      .where(and(eq(settlementClaimDocuments.id, documentId), eq(settlementClaimDocuments.claimId, id)));
    if (!doc) throw notFound('settlement.document_not_found');
    const stat = await this.deps.storage.stat(doc.storageKey);
    if (!stat) throw notFound('settlement.document_not_found');
    return { stream: this.deps.storage.read(doc.storageKey), size: stat.size, mime: doc.mime, name: doc.name };
  }

  // --- payment information ------------------------------------------------------------------------------------------

  /** Whether an enrolment is paid for by an approved (or paid) claim: not struck, not a duplicate. */
  async paymentOpen(enrolmentId: number): Promise<boolean> {
    const [found] = await this.db
      .select({ id: settlementClaimStudents.id })
      .from(settlementClaimStudents)
      .innerJoin(settlementClaims, eq(settlementClaims.id, settlementClaimStudents.claimId))
      .where(
        and(
          eq(settlementClaimStudents.enrolmentId, enrolmentId),
          eq(settlementClaimStudents.eligible, true),
          eq(settlementClaimStudents.struck, false),
          eq(settlementClaimStudents.duplicate, false),
          inArray(settlementClaims.status, ['approved', 'paid']),
        ),
      )
      .limit(1);
    return Boolean(found);
  }

  // --- the timeline -------------------------------------------------------------------------------------------------

  private async step(
    runner: Runner,
    claim: Pick<ClaimRecord, 'id' | 'status'>,
    actor: Actor | null,
    action: ClaimStepAction,
    opts: { from?: ClaimStatus; to?: ClaimStatus; reason?: string; detail?: Record<string, unknown> } = {},
  ) {
    await runner.insert(settlementClaimSteps).values({
      claimId: claim.id,
      action,
      actorId: actor?.userId ?? null,
      actorName: actor?.user.name ?? '',
      role: actor?.role ?? 'system',
      regionCode: actor?.user.regionCode ?? null,
      fromStatus: opts.from ?? (action === 'create' ? null : claim.status),
      toStatus: opts.to ?? null,
      reason: opts.reason ?? '',
      detail: opts.detail ?? {},
    });
  }
}

function toStudent(s: StudentRecord): ClaimStudent {
  return {
    id: s.id,
    enrolment_id: s.enrolmentId,
    user_id: s.userId,
    name: s.studentName,
    id_card_masked: s.idCardMasked,
    hours: s.hours,
    required_hours: s.requiredHours,
    score: s.score,
    eligible: s.eligible,
    reasons: s.reasons,
    amount_fen: s.amountFen,
    payable_fen: payableFen(s),
    struck: s.struck,
    struck_reason: s.struckReason,
    duplicate: s.duplicate,
    duplicate_of: s.duplicateOf,
  };
}
