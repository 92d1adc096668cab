// Surveys: administrators (and regional administrators inside their region) build, publish and close questionnaires;
// the portal answers an open one, once per signed-in person or per browser; results are SQL aggregates.
import type {
  AdminSurvey,
  AdminSurveyRow,
  MessageKey,
  Page,
  PublicSurvey,
  PublicSurveyItem,
  SurveyAnswerValue,
  SurveyQuestion,
  SurveyQuestionResult,
  SurveyReceipt,
  SurveyResults,
  SurveyStatus,
  SurveyTextAnswer,
  surveyInput,
} from '@etp/contracts';
import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  like,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/db/client.ts';
import { outer } from '@/db/refs.ts';
import { surveyOptions, surveyQuestions, surveyResponseItems, surveyResponses, surveys } from '@/db/schema/surveys.ts';
import { AppError, conflict, notFound } from '@/lib/errors.ts';
import { keywordCondition } from '@/lib/like.ts';
import { type PageRequest, paginate } from '@/lib/paginate.ts';
import { refusing } from '@/lib/pg-errors.ts';
import { regionNameOf } from '@/modules/regions/index.ts';
import { userNameOf } from '@/modules/users/index.ts';
import type { Actor } from '@/plugins/actor.ts';
import { type RegionRule, regionToStore } from '@/plugins/scope.ts';

type Row = typeof surveys.$inferSelect;
type Input = z.output<typeof surveyInput>;

const PLACEMENT: RegionRule = { outside: 'surveys.region_outside_scope', unknown: 'admin.region_not_found' };

/** What the caller checks besides the answers: form mistakes of its own, and a last check before storing. */
export interface AnswerChecks {
  otherFields?: Record<string, MessageKey>;
  beforeStore?: () => Promise<void>;
}

/** Who answers: a signed-in person, or a visitor's browser (its key) from an address (its keyed hash). */
export type Respondent = { userId: number; ipHash: string } | { browserKey: string; ipHash: string };

/** Whether answers are taken at `now` (server time). */
export function isOpen(row: Pick<Row, 'status' | 'opensAt' | 'closesAt'>, now = new Date()): boolean {
  if (row.status !== 'published') return false;
  if (row.opensAt && row.opensAt > now) return false;
  if (row.closesAt && row.closesAt <= now) return false;
  return true;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** A question's shape for comparing a new version with the stored one. */
const signature = (qs: { kind: string; title: string; required: boolean; options: string[]; ratingMax: number }[]) =>
  JSON.stringify(qs.map((q) => [q.kind, q.title, q.required, q.options, q.kind === 'rating' ? q.ratingMax : 0]));

export class SurveyService {
  constructor(private readonly db: Db) {}

  // Administration ----------------------------------------------------------------------------

  /** What a caller may manage: everything for the admin, their region's surveys for regional administrators. */
  private manageable({ scope, userId }: Actor): SQL {
    if (scope.level === 'all') return sql`true`;
    if (scope.level === 'region') return like(surveys.regionCode, `${scope.prefix}%`);
    return eq(surveys.authorId, userId);
  }

  private responsesOf =
    sql<number>`(select count(*) from ${surveyResponses} where ${surveyResponses.surveyId} = ${outer(surveys.id)})`.mapWith(
      Number,
    );

  private withNames() {
    return this.db
      .select({
        s: surveys,
        regionName: regionNameOf(surveys.regionCode),
        authorName: userNameOf(surveys.authorId),
        responses: this.responsesOf,
        questionCount:
          sql<number>`(select count(*) from ${surveyQuestions} where ${surveyQuestions.surveyId} = ${outer(surveys.id)})`.mapWith(
            Number,
          ),
      })
      .from(surveys)
      .$dynamic();
  }

  private toRow(r: {
    s: Row;
    regionName: string | null;
    authorName: string | null;
    responses: number;
    questionCount: number;
  }): AdminSurveyRow {
    return {
      id: r.s.id,
      title: r.s.title,
      intro: r.s.intro,
      status: r.s.status,
      opens_at: iso(r.s.opensAt),
      closes_at: iso(r.s.closesAt),
      region_code: r.s.regionCode,
      region_name: r.regionName ?? '',
      author_name: r.authorName ?? '',
      responses: r.responses,
      question_count: r.questionCount,
      published_at: iso(r.s.publishedAt),
      created_at: r.s.createdAt.toISOString(),
      updated_at: r.s.updatedAt.toISOString(),
    };
  }

  async list(
    actor: Actor,
    query: PageRequest & { keyword?: string; status?: SurveyStatus },
  ): Promise<Page<AdminSurveyRow>> {
    const where = and(
      this.manageable(actor),
      keywordCondition([surveys.title], query.keyword),
      query.status ? eq(surveys.status, query.status) : undefined,
    );
    const rows = this.withNames().where(where).orderBy(desc(surveys.createdAt), desc(surveys.id));
    const total = this.db.select({ n: count() }).from(surveys).where(where);
    return paginate(query, rows, total, (found) => found.map((r) => this.toRow(r)));
  }

  /** The questions of a survey in order, with their options in order. */
  private async questionsOf(surveyId: number): Promise<SurveyQuestion[]> {
    const qs = await this.db
      .select()
      .from(surveyQuestions)
      .where(eq(surveyQuestions.surveyId, surveyId))
      .orderBy(asc(surveyQuestions.position));
    if (qs.length === 0) return [];
    const opts = await this.db
      .select()
      .from(surveyOptions)
      .where(
        inArray(
          surveyOptions.questionId,
          qs.map((q) => q.id),
        ),
      )
      .orderBy(asc(surveyOptions.questionId), asc(surveyOptions.position));
    return qs.map((q) => ({
      id: q.id,
      kind: q.kind,
      title: q.title,
      required: q.required,
      rating_max: q.ratingMax,
      options: opts.filter((o) => o.questionId === q.id).map((o) => ({ id: o.id, label: o.label })),
    }));
  }

  /** One survey the caller may manage; others are "not found", so nothing leaks across regions. */
  async get(actor: Actor, { id }: { id: number }): Promise<AdminSurvey> {
    const [row] = await this.withNames()
      .where(and(eq(surveys.id, id), this.manageable(actor)))
      .limit(1);
    if (!row) throw notFound('surveys.not_found');
    const { question_count: _, ...rest } = this.toRow(row);
    return { ...rest, questions: await this.questionsOf(id) };
  }

  private async writeQuestions(tx: Db, surveyId: number, questions: Input['questions']): Promise<void> {
    for (const [i, q] of questions.entries()) {
      const [inserted] = await tx
        .insert(surveyQuestions)
        .values({
          surveyId,
          position: i + 1,
          kind: q.kind,
          title: q.title,
          required: q.required,
          ratingMax: q.kind === 'rating' ? q.rating_max : 5,
        })
        .returning({ id: surveyQuestions.id });
      const choice = q.kind === 'single' || q.kind === 'multiple';
      if (choice && q.options.length) {
        await tx
          .insert(surveyOptions)
          .values(q.options.map((label, j) => ({ questionId: inserted!.id, position: j + 1, label })));
      }
    }
  }

  private fields(input: Input, regionCode: string | null) {
    return {
      title: input.title,
      intro: input.intro,
      opensAt: input.opens_at ? new Date(input.opens_at) : null,
      closesAt: input.closes_at ? new Date(input.closes_at) : null,
      regionCode,
    };
  }

  async create(actor: Actor, input: Input): Promise<AdminSurvey> {
    // An empty region is the caller's default (everywhere for the admin, their own region for the others).
    const requested = input.region_code ?? undefined;
    const regionCode = await regionToStore(this.db, actor.scope, { requested }, PLACEMENT);
    const id = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(surveys)
        .values({ ...this.fields(input, regionCode), authorId: actor.userId })
        .returning({ id: surveys.id });
      await this.writeQuestions(tx as unknown as Db, row!.id, input.questions);
      return row!.id;
    });
    const after = await this.get(actor, { id });
    actor.audit({ action: 'survey.create', targetType: 'survey', targetId: id, after });
    return after;
  }

  /**
   * Saves title, introduction, window and region at any time; the questions only while nobody has answered
   * (answers point at them). Questions given unchanged are kept as they are.
   */
  async update(actor: Actor, { id }: { id: number }, input: Input): Promise<AdminSurvey> {
    const before = await this.get(actor, { id });
    const regionCode = await regionToStore(
      this.db,
      actor.scope,
      // The admin may clear the region (everywhere); for the others an empty one keeps the current.
      {
        requested: actor.scope.level === 'all' ? input.region_code : (input.region_code ?? undefined),
        current: before.region_code,
      },
      PLACEMENT,
    );
    const stored = signature(
      before.questions.map((q) => ({ ...q, ratingMax: q.rating_max, options: q.options.map((o) => o.label) })),
    );
    const given = signature(
      input.questions.map((q) => ({
        ...q,
        ratingMax: q.rating_max,
        options: q.kind === 'single' || q.kind === 'multiple' ? q.options : [],
      })),
    );
    const questionsChange = stored !== given;
    if (questionsChange && before.responses > 0) throw conflict('surveys.has_responses');
    await this.db.transaction(async (tx) => {
      await tx
        .update(surveys)
        .set({ ...this.fields(input, regionCode), updatedAt: new Date() })
        .where(eq(surveys.id, id));
      if (questionsChange) {
        await tx.delete(surveyQuestions).where(eq(surveyQuestions.surveyId, id));
        await this.writeQuestions(tx as unknown as Db, id, input.questions);
      }
    });
    const after = await this.get(actor, { id });
    actor.audit({ action: 'survey.update', targetType: 'survey', targetId: id, before, after });
    return after;
  }

  async publish(actor: Actor, { id }: { id: number }): Promise<AdminSurvey> {
    const before = await this.get(actor, { id });
    if (before.status === 'closed') throw conflict('surveys.already_closed');
    if (before.status === 'draft') {
      await this.db
        .update(surveys)
        .set({ status: 'published', publishedAt: new Date(), updatedAt: new Date() })
        .where(eq(surveys.id, id));
    }
    const after = await this.get(actor, { id });
    actor.audit({ action: 'survey.publish', targetType: 'survey', targetId: id, before, after });
    return after;
  }

  async close(actor: Actor, { id }: { id: number }): Promise<AdminSurvey> {
    const before = await this.get(actor, { id });
    await this.db.update(surveys).set({ status: 'closed', updatedAt: new Date() }).where(eq(surveys.id, id));
    const after = await this.get(actor, { id });
    actor.audit({ action: 'survey.close', targetType: 'survey', targetId: id, before, after });
    return after;
  }

  /** Only a survey nobody has answered may go: answers are kept (close it instead). */
  async remove(actor: Actor, { id }: { id: number }): Promise<void> {
    const before = await this.get(actor, { id });
    if (before.responses > 0) throw conflict('surveys.delete_has_responses');
    await this.db.delete(surveys).where(eq(surveys.id, id));
    actor.audit({ action: 'survey.delete', targetType: 'survey', targetId: id, before });
  }

  private toPublic(row: Row, questions: SurveyQuestion[], now = new Date()): PublicSurvey {
    return {
      id: row.id,
      title: row.title,
      intro: row.intro,
      status: row.status,
      opens_at: iso(row.opensAt),
      closes_at: iso(row.closesAt),
      open: isOpen(row, now),
      questions,
    };
  }

  /** The survey as the portal will show it, whatever its state. */
  async preview(actor: Actor, { id }: { id: number }): Promise<PublicSurvey> {
    await this.get(actor, { id });
    const [row] = await this.db.select().from(surveys).where(eq(surveys.id, id));
    return this.toPublic(row!, await this.questionsOf(id));
  }

  // Results -----------------------------------------------------------------------------------

  async results(actor: Actor, { id }: { id: number }): Promise<SurveyResults> {
    const survey = await this.get(actor, { id });
    const questionIds = survey.questions.map((q) => q.id);
    const none = questionIds.length === 0;
    const [answered, chosen, ratings] = none
      ? [[], [], []]
      : await Promise.all([
          this.db
            .select({ questionId: surveyResponseItems.questionId, n: countDistinct(surveyResponseItems.responseId) })
            .from(surveyResponseItems)
            .where(inArray(surveyResponseItems.questionId, questionIds))
            .groupBy(surveyResponseItems.questionId),
          this.db
            .select({ optionId: surveyResponseItems.optionId, n: count() })
            .from(surveyResponseItems)
            .where(and(inArray(surveyResponseItems.questionId, questionIds), isNotNull(surveyResponseItems.optionId)))
            .groupBy(surveyResponseItems.optionId),
          this.db
            .select({ questionId: surveyResponseItems.questionId, rating: surveyResponseItems.rating, n: count() })
            .from(surveyResponseItems)
            .where(and(inArray(surveyResponseItems.questionId, questionIds), isNotNull(surveyResponseItems.rating)))
            .groupBy(surveyResponseItems.questionId, surveyResponseItems.rating),
        ]);
    const answeredOf = new Map(answered.map((a) => [a.questionId, Number(a.n)]));
    const chosenOf = new Map(chosen.map((c) => [c.optionId, Number(c.n)]));
    const questions: SurveyQuestionResult[] = survey.questions.map((q) => {
      const scores = ratings.filter((r) => r.questionId === q.id);
      const distribution =
        q.kind === 'rating'
          ? Array.from({ length: q.rating_max }, (_, i) => ({
              score: i + 1,
              count: Number(scores.find((s) => s.rating === i + 1)?.n ?? 0),
            }))
          : [];
      const total = distribution.reduce((sum, d) => sum + d.count, 0);
      const average =
        total === 0 ? null : Math.round((distribution.reduce((s, d) => s + d.score * d.count, 0) / total) * 100) / 100;
      return {
        id: q.id,
        kind: q.kind,
        title: q.title,
        required: q.required,
        answered: answeredOf.get(q.id) ?? 0,
        options: q.options.map((o) => ({ ...o, count: chosenOf.get(o.id) ?? 0 })),
        rating_max: q.rating_max,
        rating_average: q.kind === 'rating' ? average : null,
        rating_distribution: distribution,
      };
    });
    return { id: survey.id, title: survey.title, status: survey.status, responses: survey.responses, questions };
  }

  /** The answers to one text question, newest first. */
  async texts(
    actor: Actor,
    { id }: { id: number },
    query: PageRequest & { question_id: number },
  ): Promise<Page<SurveyTextAnswer>> {
    const survey = await this.get(actor, { id });
    const question = survey.questions.find((q) => q.id === query.question_id);
    if (!question) throw notFound('surveys.question_unknown');
    if (question.kind !== 'text') throw new AppError(400, 'surveys.question_not_text');
    const where = and(eq(surveyResponseItems.questionId, question.id), isNotNull(surveyResponseItems.text));
    const rows = this.db
      .select({
        responseId: surveyResponseItems.responseId,
        text: surveyResponseItems.text,
        at: surveyResponses.submittedAt,
      })
      .from(surveyResponseItems)
      .innerJoin(surveyResponses, eq(surveyResponses.id, surveyResponseItems.responseId))
      .where(where)
      .orderBy(desc(surveyResponses.submittedAt), desc(surveyResponseItems.id))
      .$dynamic();
    const total = this.db.select({ n: count() }).from(surveyResponseItems).where(where);
    return paginate(query, rows, total, (found) =>
      found.map((r) => ({ response_id: r.responseId, text: r.text ?? '', submitted_at: r.at.toISOString() })),
    );
  }

  /** Every answer of one survey, one row per chosen option, text or rating (for the download centre). */
  async exportRows(actor: Actor, { survey_id }: { survey_id: number }) {
    const survey = await this.get(actor, { id: survey_id });
    const found = await this.db
      .select({
        responseId: surveyResponses.id,
        submittedAt: surveyResponses.submittedAt,
        userId: surveyResponses.userId,
        position: surveyQuestions.position,
        question: surveyQuestions.title,
        kind: surveyQuestions.kind,
        option: surveyOptions.label,
        text: surveyResponseItems.text,
        rating: surveyResponseItems.rating,
      })
      .from(surveyResponseItems)
      .innerJoin(surveyResponses, eq(surveyResponses.id, surveyResponseItems.responseId))
      .innerJoin(surveyQuestions, eq(surveyQuestions.id, surveyResponseItems.questionId))
      .leftJoin(surveyOptions, eq(surveyOptions.id, surveyResponseItems.optionId))
      .where(eq(surveyResponses.surveyId, survey.id))
      .orderBy(asc(surveyResponses.id), asc(surveyQuestions.position), asc(surveyOptions.position));
    return found.map((r) => ({
      survey: survey.title,
      responseId: r.responseId,
      submittedAt: r.submittedAt.toISOString(),
      respondent: r.userId === null ? 'visitor' : 'signed-in',
      position: r.position,
      question: r.question,
      kind: r.kind,
      answer: r.option ?? r.text ?? (r.rating === null ? '' : String(r.rating)),
    }));
  }

  // The portal --------------------------------------------------------------------------------

  /** The surveys that take answers now (published, inside their window), newest first: the portal's list. */
  async publicList(now = new Date()): Promise<PublicSurveyItem[]> {
    const rows = await this.db
      .select()
      .from(surveys)
      .where(
        and(
          eq(surveys.status, 'published'),
          or(isNull(surveys.opensAt), lte(surveys.opensAt, now)),
          or(isNull(surveys.closesAt), gt(surveys.closesAt, now)),
        ),
      )
      .orderBy(desc(surveys.id))
      .limit(50);
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      intro: r.intro,
      opens_at: iso(r.opensAt),
      closes_at: iso(r.closesAt),
    }));
  }

  /** A published (or closed) survey as the portal shows it; drafts do not exist for the public. */
  async publicOne({ id }: { id: number }): Promise<PublicSurvey> {
    const [row] = await this.db.select().from(surveys).where(eq(surveys.id, id)).limit(1);
    if (!row || row.status === 'draft') throw notFound('surveys.not_found');
    return this.toPublic(row, await this.questionsOf(id));
  }

  /**
   * Checks each answer against its question (field `answers.<question id>`): required ones given, options of that
   * question (one for a single choice), ratings on the scale. Answers to other surveys' questions are refused.
   */
  private check(
    questions: SurveyQuestion[],
    given: Record<string, SurveyAnswerValue>,
    otherFields: Record<string, MessageKey>,
  ) {
    const fields: Record<string, string> = { ...otherFields };
    const rows: { questionId: number; optionId?: number; text?: string; rating?: number }[] = [];
    const known = new Set(questions.map((q) => String(q.id)));
    for (const key of Object.keys(given)) if (!known.has(key)) fields[`answers.${key}`] = 'surveys.question_unknown';
    for (const q of questions) {
      const field = `answers.${q.id}`;
      const answer = given[String(q.id)] ?? {};
      if (q.kind === 'single' || q.kind === 'multiple') {
        const chosen = [...new Set(answer.option_ids ?? [])];
        const ids = new Set(q.options.map((o) => o.id));
        if (chosen.length === 0) {
          if (q.required) fields[field] = 'surveys.answer_required';
        } else if (chosen.some((o) => !ids.has(o))) fields[field] = 'surveys.option_invalid';
        else if (q.kind === 'single' && chosen.length > 1) fields[field] = 'surveys.single_only';
        else for (const optionId of chosen) rows.push({ questionId: q.id, optionId });
      } else if (q.kind === 'text') {
        const text = (answer.text ?? '').trim();
        if (!text) {
          if (q.required) fields[field] = 'surveys.answer_required';
        } else rows.push({ questionId: q.id, text });
      } else {
        const { rating } = answer;
        if (rating === undefined) {
          if (q.required) fields[field] = 'surveys.answer_required';
        } else if (rating < 1 || rating > q.rating_max) fields[field] = 'surveys.rating_invalid';
        else rows.push({ questionId: q.id, rating });
      }
    }
    if (Object.keys(fields).length) throw new AppError(400, 'surveys.answers_invalid', {}, { fields });
    return rows;
  }

  /**
   * Stores one response: the survey open now (server time), the answers checked (with `otherFields`, mistakes of the
   * form found by the caller, such as a missing captcha, in the same answer), then `beforeStore` (the visitor's
   * captcha, checked only once the answers are right), then one response per person or browser (409 otherwise).
   */
  async answer(
    { id }: { id: number },
    respondent: Respondent,
    given: Record<string, SurveyAnswerValue>,
    { beforeStore = async () => {}, otherFields = {} }: AnswerChecks = {},
  ): Promise<SurveyReceipt> {
    const [row] = await this.db.select().from(surveys).where(eq(surveys.id, id)).limit(1);
    if (!row || row.status === 'draft') throw notFound('surveys.not_found');
    const now = new Date();
    if (row.status === 'closed' || (row.closesAt && row.closesAt <= now)) throw conflict('surveys.ended');
    if (row.opensAt && row.opensAt > now) throw conflict('surveys.not_open_yet');
    const rows = this.check(await this.questionsOf(id), given, otherFields);
    const who =
      'userId' in respondent
        ? { userId: respondent.userId, browserKey: null }
        : { userId: null, browserKey: respondent.browserKey };
    const already = await this.db
      .select({ id: surveyResponses.id })
      .from(surveyResponses)
      .where(
        and(
          eq(surveyResponses.surveyId, id),
          who.userId === null
            ? eq(surveyResponses.browserKey, who.browserKey!)
            : eq(surveyResponses.userId, who.userId),
        ),
      )
      .limit(1);
    if (already.length) throw conflict('surveys.already_answered');
    await beforeStore();
    const response = await refusing(
      () =>
        this.db.transaction(async (tx) => {
          const [inserted] = await tx
            .insert(surveyResponses)
            .values({ surveyId: id, ...who, ipHash: respondent.ipHash, submittedAt: now })
            .returning({ id: surveyResponses.id });
          if (rows.length) {
            await tx.insert(surveyResponseItems).values(rows.map((r) => ({ responseId: inserted!.id, ...r })));
          }
          return inserted!;
        }),
      { unique: conflict('surveys.already_answered') },
    );
    return { response_id: response.id, submitted_at: now.toISOString() };
  }
}
