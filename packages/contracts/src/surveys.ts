// Surveys: the questionnaire an administrator builds, the form the portal shows, an answer and the results.
import { z } from 'zod';
import { optionalCaptchaAnswer } from './captcha.ts';
import { boundedText, entityId, multilineText } from './common.ts';
import { pageQuery } from './envelope.ts';
import { divisionCode } from './regions.ts';
import { SURVEY_LIMITS, SURVEY_QUESTION_KINDS, SURVEY_STATUSES } from './surveys.api.ts';

const L = SURVEY_LIMITS;

const instant = z.iso.datetime({ offset: true, error: 'surveys.date_invalid' });

export const surveyQuestionInput = z
  .object({
    kind: z.enum(SURVEY_QUESTION_KINDS, { error: 'surveys.kind_invalid' }),
    title: boundedText(L.questionTitle, 'surveys.question_title_required'),
    required: z.boolean().default(true),
    /** Choices of a single or multiple choice question (ignored otherwise). */
    options: z
      .array(boundedText(L.option, 'surveys.option_required'))
      .max(L.options, { error: 'surveys.too_many_options' })
      .default([]),
    /** The top of a rating question's scale (1..rating_max). */
    rating_max: z.number().int().min(L.ratingMaxLow).max(L.ratingMaxHigh).default(5),
  })
  .superRefine((q, ctx) => {
    if ((q.kind === 'single' || q.kind === 'multiple') && q.options.length < 2) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'surveys.options_too_few' });
    }
    if (new Set(q.options).size !== q.options.length) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'surveys.options_duplicate' });
    }
  });
export type SurveyQuestionInput = z.input<typeof surveyQuestionInput>;

export const surveyInput = z
  .object({
    title: boundedText(L.title, 'surveys.title_required'),
    intro: multilineText(L.intro).default(''),
    /** The answering window; null: open from publication, or until it is closed. */
    opens_at: instant.nullable().default(null),
    closes_at: instant.nullable().default(null),
    /** Regional administrators place their surveys in their region (their own by default). */
    region_code: divisionCode.nullable().optional(),
    questions: z
      .array(surveyQuestionInput)
      .min(1, { error: 'surveys.questions_required' })
      .max(L.questions, { error: 'surveys.too_many_questions' }),
  })
  .superRefine((s, ctx) => {
    if (s.opens_at && s.closes_at && Date.parse(s.closes_at) <= Date.parse(s.opens_at)) {
      ctx.addIssue({ code: 'custom', path: ['closes_at'], message: 'surveys.window_invalid' });
    }
  });
export type SurveyInput = z.input<typeof surveyInput>;

export const surveyListQuery = pageQuery.extend({
  keyword: z.string().trim().max(64).optional(),
  status: z.enum(SURVEY_STATUSES).optional(),
});
export type SurveyListQuery = z.input<typeof surveyListQuery>;

export const surveyOption = z.object({ id: z.number().int(), label: z.string() });
export const surveyQuestion = z.object({
  id: z.number().int(),
  kind: z.enum(SURVEY_QUESTION_KINDS),
  title: z.string(),
  required: z.boolean(),
  options: z.array(surveyOption),
  rating_max: z.number().int(),
});
export type SurveyQuestion = z.infer<typeof surveyQuestion>;

export const adminSurvey = z.object({
  id: z.number().int(),
  title: z.string(),
  intro: z.string(),
  status: z.enum(SURVEY_STATUSES),
  opens_at: z.string().nullable(),
  closes_at: z.string().nullable(),
  region_code: z.string().nullable(),
  region_name: z.string(),
  author_name: z.string(),
  responses: z.number().int(),
  questions: z.array(surveyQuestion),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminSurvey = z.infer<typeof adminSurvey>;
export const adminSurveyRow = adminSurvey.omit({ questions: true }).extend({ question_count: z.number().int() });
export type AdminSurveyRow = z.infer<typeof adminSurveyRow>;

/** The survey as the portal shows it. `open` says whether answers are taken now (server time). */
export const publicSurvey = z.object({
  id: z.number().int(),
  title: z.string(),
  intro: z.string(),
  status: z.enum(SURVEY_STATUSES),
  opens_at: z.string().nullable(),
  closes_at: z.string().nullable(),
  open: z.boolean(),
  questions: z.array(surveyQuestion),
});
export type PublicSurvey = z.infer<typeof publicSurvey>;

/** A survey on the portal's list: published and taking answers now. */
export const publicSurveyItem = publicSurvey.pick({
  id: true,
  title: true,
  intro: true,
  opens_at: true,
  closes_at: true,
});
export type PublicSurveyItem = z.infer<typeof publicSurveyItem>;

/** One question's answer: chosen option ids (choice questions), a text, or a rating. */
export const surveyAnswerValue = z.object({
  option_ids: z.array(entityId).max(L.options).optional(),
  text: z.string().max(L.text, { error: 'validation.too_long' }).optional(),
  rating: z.number().int().optional(),
});
export type SurveyAnswerValue = z.infer<typeof surveyAnswerValue>;

/** Answers keyed by question id; the server checks them against the questions (field `answers.<id>`). */
const answers = z.record(z.string().regex(/^\d{1,10}$/), surveyAnswerValue, { error: 'surveys.answers_required' });

/** A signed-in person's answer (one per person). */
export const surveySignedInAnswer = z.object({ answers });
/** A visitor's answer: one per browser (its random key), a captcha, and limits per address. */
export const surveyAnonymousAnswer = z.object({
  answers,
  browser_key: z
    .string({ error: 'surveys.browser_key_invalid' })
    .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'surveys.browser_key_invalid' }),
  /** Checked once the answers are right; a missing one is reported together with the answers' mistakes. */
  ...optionalCaptchaAnswer.shape,
});
export type SurveyAnonymousAnswer = z.infer<typeof surveyAnonymousAnswer>;
export const surveyReceipt = z.object({ response_id: z.number().int(), submitted_at: z.string() });
export type SurveyReceipt = z.infer<typeof surveyReceipt>;

export const surveyOptionResult = z.object({ id: z.number().int(), label: z.string(), count: z.number().int() });
export const surveyQuestionResult = z.object({
  id: z.number().int(),
  kind: z.enum(SURVEY_QUESTION_KINDS),
  title: z.string(),
  required: z.boolean(),
  /** How many responses answered this question. */
  answered: z.number().int(),
  options: z.array(surveyOptionResult),
  rating_max: z.number().int(),
  /** Rating questions: the mean (null without answers) and the count of each score 1..rating_max. */
  rating_average: z.number().nullable(),
  rating_distribution: z.array(z.object({ score: z.number().int(), count: z.number().int() })),
});
export type SurveyQuestionResult = z.infer<typeof surveyQuestionResult>;
export const surveyResults = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(SURVEY_STATUSES),
  responses: z.number().int(),
  questions: z.array(surveyQuestionResult),
});
export type SurveyResults = z.infer<typeof surveyResults>;

export const surveyTextQuery = pageQuery.extend({ question_id: entityId });
export const surveyTextAnswer = z.object({ response_id: z.number().int(), text: z.string(), submitted_at: z.string() });
export type SurveyTextAnswer = z.infer<typeof surveyTextAnswer>;

export const surveyExportParams = z.object({ survey_id: entityId });
