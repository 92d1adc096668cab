// Entrepreneurship competitions: their management and judging (/a/v1), and the public registration, correction and
// result query (/p/v1).
import { z } from 'zod';
import { captchaAnswer } from './captcha.ts';
import { boundedText, entityId, idOf, multilineText } from './common.ts';
import {
  BUSINESS_STAGES,
  COMPETITION_MAX_ATTACHMENTS,
  COMPETITION_MAX_MEMBERS,
  COMPETITION_PHASES,
  COMPETITION_STAGE_KINDS,
  COMPETITION_STATUSES,
  ENTRANT_TYPES,
  RESULT_OUTCOMES,
} from './competitions.api.ts';
import { IMAGE_URL } from './content.api.ts';
import { pageQuery } from './envelope.ts';
import { idCardNumber, mobilePhone, personalDataConsent, personName } from './person.ts';

const tooLong = { error: 'validation.too_long' } as const;
const text = (max: number) => boundedText(max);
const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
const regionCode = z.string({ error: 'competition.region_required' }).regex(/^\d{6}$/, {
  error: 'competition.region_required',
});
const isoDate = z.iso.date({ error: 'competition.date_invalid' });
const imageUrl = z.string().trim().max(400_000, tooLong).regex(IMAGE_URL, { error: 'content.image_url_invalid' });

// --- management -------------------------------------------------------------------------------------------------

export const competitionStageInput = z.object({
  kind: z.enum(COMPETITION_STAGE_KINDS),
  starts_on: isoDate,
  ends_on: isoDate,
});
export const competitionTrackInput = z.object({
  /** An existing track keeps its id (and its registrations); a new one has none. */
  id: entityId.optional(),
  name: boundedText(50, 'competition.track_name_required'),
});

export const competitionInput = z
  .object({
    name: boundedText(100, 'competition.name_required'),
    /** null: everywhere (the admin only); absent: the caller's own region (none for the admin). */
    region_code: regionCode.nullable().optional(),
    cover: z.union([z.literal(''), imageUrl]).default(''),
    organizer: text(100).default(''),
    /** Rich text, cleaned on save. */
    intro: multilineText(200_000).default(''),
    eligibility: multilineText(2000).default(''),
    /** Rich text: contacts, FAQ, the training and financing services offered. */
    service_info: multilineText(200_000).default(''),
    contact: text(200).default(''),
    tracks: z.array(competitionTrackInput).min(1, { error: 'competition.tracks_required' }).max(20, tooLong),
    stages: z.array(competitionStageInput).min(1, { error: 'competition.registration_stage_required' }).max(4),
  })
  .superRefine((value, ctx) => {
    const kinds = value.stages.map((s) => s.kind);
    if (!kinds.includes('registration')) {
      ctx.addIssue({ code: 'custom', path: ['stages'], message: 'competition.registration_stage_required' });
    }
    if (new Set(kinds).size !== kinds.length) {
      ctx.addIssue({ code: 'custom', path: ['stages'], message: 'competition.stage_duplicate' });
    }
    const ordered = [...value.stages].sort(
      (a, b) => COMPETITION_STAGE_KINDS.indexOf(a.kind) - COMPETITION_STAGE_KINDS.indexOf(b.kind),
    );
    let previousEnd = '';
    for (const stage of ordered) {
      if (stage.ends_on < stage.starts_on || stage.starts_on < previousEnd) {
        ctx.addIssue({ code: 'custom', path: ['stages'], message: 'competition.stage_dates_invalid' });
        break;
      }
      previousEnd = stage.ends_on;
    }
    const names = value.tracks.map((t) => t.name);
    if (new Set(names).size !== names.length) {
      ctx.addIssue({ code: 'custom', path: ['tracks'], message: 'competition.track_duplicate' });
    }
  });
export type CompetitionInput = z.infer<typeof competitionInput>;

export const competitionTrack = z.object({ id: z.number().int(), name: z.string() });
export type CompetitionTrack = z.infer<typeof competitionTrack>;
export const competitionStage = z.object({
  id: z.number().int(),
  kind: z.enum(COMPETITION_STAGE_KINDS),
  starts_on: z.string(),
  ends_on: z.string(),
  /** When this stage's results were published (null: not published). */
  results_published_at: z.string().nullable(),
});
export type CompetitionStage = z.infer<typeof competitionStage>;

export const competitionSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  region_code: z.string().nullable(),
  cover: z.string(),
  organizer: z.string(),
  tracks: z.array(competitionTrack),
  stages: z.array(competitionStage),
  phase: z.enum(COMPETITION_PHASES),
  registration_open: z.boolean(),
});
export type CompetitionSummary = z.infer<typeof competitionSummary>;

export const competitionDetail = competitionSummary.extend({
  intro: z.string(),
  eligibility: z.string(),
  service_info: z.string(),
  contact: z.string(),
});
export type CompetitionDetail = z.infer<typeof competitionDetail>;

export const competitionAdminItem = competitionDetail.extend({
  status: z.enum(COMPETITION_STATUSES),
  registrations: z.number().int(),
  updated_at: z.string(),
});
export type CompetitionAdminItem = z.infer<typeof competitionAdminItem>;
export const competitionAdminListItem = competitionSummary.extend({
  status: z.enum(COMPETITION_STATUSES),
  registrations: z.number().int(),
  updated_at: z.string(),
});
export type CompetitionAdminListItem = z.infer<typeof competitionAdminListItem>;

export const competitionAdminQuery = pageQuery.extend({
  keyword: optionalParam(text(50)),
  status: optionalParam(z.enum(COMPETITION_STATUSES)),
});
export type CompetitionAdminQuery = z.infer<typeof competitionAdminQuery>;

export const competitionPublicQuery = pageQuery.extend({
  keyword: optionalParam(text(50)),
  phase: optionalParam(z.enum(COMPETITION_PHASES)),
});
export type CompetitionPublicQuery = z.infer<typeof competitionPublicQuery>;

export const competitionStageParams = z.object({ id: entityId, stageId: entityId });

// --- registration -----------------------------------------------------------------------------------------------

export const competitionMember = z.object({
  name: personName,
  role: text(30).default(''),
});
export type CompetitionMember = z.infer<typeof competitionMember>;

/** A business plan uploaded through the competition's own upload (a PDF under /uploads/). */
export const competitionAttachment = z.object({
  name: boundedText(200, 'validation.required'),
  url: z
    .string()
    .trim()
    .max(200, tooLong)
    .regex(/^\/uploads\/\d{4}\/\d{2}\/[a-f0-9]{32}\.pdf$/, { error: 'competition.attachment_invalid' }),
  size: z.number().int().min(0).optional(),
});
export type CompetitionAttachment = z.infer<typeof competitionAttachment>;

/** The fields a registration has and a correction may change (everything but the leader's ID number). */
const registrationFields = {
  entrant_type: z.enum(ENTRANT_TYPES, { error: 'competition.entrant_type_required' }),
  project_name: boundedText(100, 'competition.project_name_required'),
  track_id: z.number({ error: 'competition.track_required' }).int().positive(),
  industry: boundedText(50, 'competition.industry_required'),
  business_stage: z.enum(BUSINESS_STAGES, { error: 'competition.business_stage_required' }),
  region_code: regionCode,
  leader_name: personName,
  leader_phone: mobilePhone,
  members: z
    .array(competitionMember)
    .max(COMPETITION_MAX_MEMBERS, { error: 'competition.too_many_members' })
    .default([]),
  attachments: z
    .array(competitionAttachment)
    .max(COMPETITION_MAX_ATTACHMENTS, { error: 'competition.too_many_attachments' })
    .default([]),
  /** An optional pitch video, as a link (https) to where it is hosted. */
  video_url: z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .max(500, tooLong)
        .regex(/^https:\/\/[^\s"'<>]+$/, { error: 'competition.video_url_invalid' }),
    ])
    .default(''),
  consent: personalDataConsent,
};

export const registrationBody = z.object({
  ...registrationFields,
  leader_id_card: idCardNumber,
  ...captchaAnswer.shape,
});
export type RegistrationBody = z.infer<typeof registrationBody>;

const registrationNumber = z
  .string({ error: 'competition.number_required' })
  .trim()
  .toUpperCase()
  .min(1, { error: 'competition.number_required' })
  .max(40, { error: 'competition.number_required' });

/** Who may read or correct a registration: its number and the leader's ID number. */
export const registrationLookupBody = z.object({
  number: registrationNumber,
  leader_id_card: idCardNumber,
  ...captchaAnswer.shape,
});
export type RegistrationLookupBody = z.infer<typeof registrationLookupBody>;

export const registrationCorrectBody = z.object({
  number: registrationNumber,
  leader_id_card: idCardNumber,
  ...registrationFields,
  ...captchaAnswer.shape,
});
export type RegistrationCorrectBody = z.infer<typeof registrationCorrectBody>;

export const registrationReceipt = z.object({
  number: z.string(),
  competition_id: z.number().int(),
  competition_name: z.string(),
  project_name: z.string(),
  /** The last day a correction is accepted (the registration stage's end). */
  correctable_until: z.string(),
});
export type RegistrationReceipt = z.infer<typeof registrationReceipt>;

/** One's own registration read back (phone masked; the ID number is what the reader gave). */
export const registrationView = z.object({
  number: z.string(),
  competition_id: z.number().int(),
  competition_name: z.string(),
  entrant_type: z.enum(ENTRANT_TYPES),
  project_name: z.string(),
  track_id: z.number().int(),
  industry: z.string(),
  business_stage: z.enum(BUSINESS_STAGES),
  region_code: z.string(),
  leader_name: z.string(),
  leader_phone_masked: z.string(),
  members: z.array(z.object({ name: z.string(), role: z.string() })),
  attachments: z.array(z.object({ name: z.string(), url: z.string(), size: z.number().int().optional() })),
  video_url: z.string(),
  correctable: z.boolean(),
  correctable_until: z.string(),
});
export type RegistrationView = z.infer<typeof registrationView>;

export const competitionUpload = z.object({ name: z.string(), url: z.string(), size: z.number().int() });
export type CompetitionUpload = z.infer<typeof competitionUpload>;

// --- judging ------------------------------------------------------------------------------------------------------

export const stageResult = z.object({
  stage_id: z.number().int(),
  kind: z.enum(COMPETITION_STAGE_KINDS),
  outcome: z.enum(RESULT_OUTCOMES),
  score: z.number().nullable(),
  award: z.string(),
});
export type StageResult = z.infer<typeof stageResult>;

export const registrationAdminItem = z.object({
  id: z.number().int(),
  number: z.string(),
  entrant_type: z.enum(ENTRANT_TYPES),
  project_name: z.string(),
  track_id: z.number().int(),
  track_name: z.string(),
  industry: z.string(),
  business_stage: z.enum(BUSINESS_STAGES),
  region_code: z.string(),
  leader_name: z.string(),
  leader_id_card: z.string(),
  leader_phone: z.string(),
  members: z.array(z.object({ name: z.string(), role: z.string() })),
  attachments: z.array(z.object({ name: z.string(), url: z.string(), size: z.number().int().optional() })),
  video_url: z.string(),
  corrections: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  results: z.array(stageResult),
});
export type RegistrationAdminItem = z.infer<typeof registrationAdminItem>;

export const registrationAdminQuery = pageQuery.extend({
  keyword: optionalParam(text(50)),
  track_id: optionalParam(entityId),
});
export type RegistrationAdminQuery = z.infer<typeof registrationAdminQuery>;
export const registrationExportParams = registrationAdminQuery.omit({ page: true, size: true }).extend({
  competition_id: idOf('error.not_found'),
});
export type RegistrationExportParams = z.infer<typeof registrationExportParams>;

const score = z
  .number({ error: 'competition.score_invalid' })
  .min(0, { error: 'competition.score_invalid' })
  .max(100, { error: 'competition.score_invalid' })
  .transform((v) => Math.round(v * 100) / 100);

export const resultInput = z.object({
  registration_id: z.number().int().positive(),
  stage_id: z.number().int().positive(),
  outcome: z.enum(RESULT_OUTCOMES, { error: 'competition.outcome_required' }),
  score: score.nullable().default(null),
  award: text(50).default(''),
});
export type ResultInput = z.infer<typeof resultInput>;

export const resultImportRefusal = z.object({ row: z.number().int(), number: z.string(), reason: z.string() });
export const resultImportReport = z.object({ saved: z.number().int(), refused: z.array(resultImportRefusal) });
export type ResultImportReport = z.infer<typeof resultImportReport>;

// --- the public result query ------------------------------------------------------------------------------------

/** By registration number, or by the leader's name and phone. */
export const resultQueryBody = z
  .object({
    number: optionalParam(registrationNumber),
    leader_name: optionalParam(text(30)),
    leader_phone: optionalParam(z.string().trim().max(20, tooLong)),
  })
  .superRefine((value, ctx) => {
    if (value.number) return;
    if (!value.leader_name && !value.leader_phone) {
      ctx.addIssue({ code: 'custom', path: ['number'], message: 'competition.query_required' });
      return;
    }
    if (!value.leader_name)
      ctx.addIssue({ code: 'custom', path: ['leader_name'], message: 'validation.name_required' });
    if (!value.leader_phone) ctx.addIssue({ code: 'custom', path: ['leader_phone'], message: 'person.phone_required' });
  });
export type ResultQueryBody = z.infer<typeof resultQueryBody>;

export const publicResult = z.object({
  number: z.string(),
  competition_id: z.number().int(),
  competition_name: z.string(),
  project_name: z.string(),
  leader_name: z.string(),
  track_name: z.string(),
  /** Only the stages whose results are published. */
  stages: z.array(stageResult),
});
export type PublicResult = z.infer<typeof publicResult>;
export const resultQueryAnswer = z.object({ list: z.array(publicResult) });
export type ResultQueryAnswer = z.infer<typeof resultQueryAnswer>;
