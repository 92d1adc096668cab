// Portal content: the public lists and details (/p/v1) and their management in the back-office (/a/v1).
import { z } from 'zod';
import { boundedText, multilineString, multilineText, saneDate, saneDateTime } from './common.ts';
import {
  BOARD_STATES,
  CONTENT_STATUSES,
  IMAGE_URL,
  INSTITUTION_KINDS,
  LINK_URL,
  POLICY_LEVELS,
} from './content.api.ts';
import { pageQuery } from './envelope.ts';

// --- shared pieces -------------------------------------------------------------------------------------------

const tooLong = { error: 'validation.too_long' } as const;
const text = (max: number) => boundedText(max);
/** A required text: missing and empty both answer with the field's own message. */
const required = (max: number, error: 'content.title_required' | 'content.name_required') => boundedText(max, error);
/** Query parameters arrive as '' when a form field is empty: treat that as absent. */
const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const regionCodeSchema = z.string().regex(/^\d{6}$/, { error: 'content.region_invalid' });
const isoDate = saneDate('content.date_invalid');

/** Attachments: uploaded files, http(s), or small inline text/PDF documents. */
const ATTACHMENT_URL =
  /^(https?:\/\/[^\s"'<>]+|\/uploads\/[\w./-]+|data:(text\/plain|application\/pdf)[\w=;-]*;base64,[A-Za-z0-9+/=]+)$/;

const imageUrl = z
  .string({ error: 'content.image_url_invalid' })
  .trim()
  .max(400_000, tooLong)
  .regex(IMAGE_URL, { error: 'content.image_url_invalid' });
const linkUrl = z
  .string({ error: 'content.url_invalid' })
  .trim()
  .max(1000, tooLong)
  .regex(LINK_URL, { error: 'content.url_invalid' });

export const contentAttachment = z.object({
  name: text(200).min(1, { error: 'validation.required' }),
  url: z.string().trim().max(400_000, tooLong).regex(ATTACHMENT_URL, { error: 'content.url_invalid' }),
  size: z.number().int().min(0).optional(),
  type: text(200).optional(),
});
export type ContentAttachment = z.infer<typeof contentAttachment>;

const neighbour = z.object({ id: z.number().int(), title: z.string() }).nullable();

// --- public queries -------------------------------------------------------------------------------------------

const listFilters = {
  keyword: optionalParam(text(50)),
  category: optionalParam(text(32)),
  /** A division code; items of that region and below (prefix match). */
  region: optionalParam(regionCodeSchema),
  /** Publication date range, inclusive (YYYY-MM-DD). */
  from: optionalParam(isoDate),
  to: optionalParam(isoDate),
};
export const articleQuery = pageQuery.extend(listFilters);
export type ArticleQuery = z.infer<typeof articleQuery>;
export const policyQuery = articleQuery.extend({ level: optionalParam(z.enum(POLICY_LEVELS)) });
export type PolicyQuery = z.infer<typeof policyQuery>;

export const organizationQuery = pageQuery.extend({
  keyword: optionalParam(text(50)),
  kind: optionalParam(z.enum(INSTITUTION_KINDS)),
  region: optionalParam(regionCodeSchema),
});
export type OrganizationQuery = z.infer<typeof organizationQuery>;

export const boardQuery = pageQuery.extend({
  state: optionalParam(z.enum(BOARD_STATES)).transform((v) => v ?? 'opening'),
  keyword: optionalParam(text(50)),
  region: optionalParam(regionCodeSchema),
});
export type BoardQuery = z.infer<typeof boardQuery>;

// --- public items ---------------------------------------------------------------------------------------------

const articleSummary = {
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  category: z.string(),
  region_code: z.string().nullable(),
  region_name: z.string(),
  source: z.string(),
  publish_at: z.string().nullable(),
  pinned: z.boolean(),
  view_count: z.number().int(),
};
const articleBody = {
  content: z.string(),
  author: z.string(),
  attachments: z.array(contentAttachment),
};
const policyExtra = {
  level: z.enum(POLICY_LEVELS),
  issuing_body: z.string(),
  document_number: z.string(),
  effective_date: z.string().nullable(),
};
const caseExtra = { person: z.string(), project: z.string() };
const neighbours = { prev: neighbour, next: neighbour };
const managedState = {
  status: z.enum(CONTENT_STATUSES),
  order_num: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
};

export const newsListItem = z.object(articleSummary);
export type NewsListItem = z.infer<typeof newsListItem>;
export const newsDetail = z.object({ ...articleSummary, ...articleBody, ...neighbours });
export type NewsDetail = z.infer<typeof newsDetail>;
export const policyListItem = z.object({ ...articleSummary, ...policyExtra });
export type PolicyListItem = z.infer<typeof policyListItem>;
export const policyDetail = z.object({ ...articleSummary, ...policyExtra, ...articleBody, ...neighbours });
export type PolicyDetail = z.infer<typeof policyDetail>;
export const caseListItem = z.object({ ...articleSummary, ...caseExtra });
export type CaseListItem = z.infer<typeof caseListItem>;
export const caseDetail = z.object({ ...articleSummary, ...caseExtra, ...articleBody, ...neighbours });
export type CaseDetail = z.infer<typeof caseDetail>;

export const carouselSlide = z.object({ id: z.number().int(), title: z.string(), image: z.string(), link: z.string() });
export type CarouselSlide = z.infer<typeof carouselSlide>;
export const portalLink = z.object({ id: z.number().int(), name: z.string(), url: z.string() });
export type PortalLink = z.infer<typeof portalLink>;

const organizationSummary = {
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(INSTITUTION_KINDS),
  region_code: z.string(),
  region_name: z.string(),
  logo: z.string(),
  cover: z.string(),
  intro: z.string(),
  address: z.string(),
  phone: z.string(),
  /** Classes approved or running (the ones a visitor can still join or follow). */
  classes_opening: z.number().int(),
};
export const organizationListItem = z.object(organizationSummary);
export type OrganizationListItem = z.infer<typeof organizationListItem>;

export const openingClass = z.object({
  id: z.number().int(),
  name: z.string(),
  course_name: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  capacity: z.number().int(),
  status: z.string(),
});
export const organizationDetail = z.object({
  ...organizationSummary,
  contact: z.string(),
  content: z.string(),
  classes: z.array(openingClass),
});
export type OrganizationDetail = z.infer<typeof organizationDetail>;

export const boardItem = z.object({
  id: z.number().int(),
  name: z.string(),
  course_name: z.string(),
  institution_id: z.number().int(),
  institution_name: z.string(),
  region_code: z.string(),
  region_name: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  capacity: z.number().int(),
  enrolled: z.number().int(),
  state: z.enum(BOARD_STATES),
});
export type BoardItem = z.infer<typeof boardItem>;

// --- management -----------------------------------------------------------------------------------------------

const adminFilters = {
  ...listFilters,
  status: optionalParam(z.enum(CONTENT_STATUSES)),
};
export const adminArticleQuery = pageQuery.extend(adminFilters);
export type AdminArticleQuery = z.infer<typeof adminArticleQuery>;
export const adminPolicyQuery = adminArticleQuery.extend({ level: optionalParam(z.enum(POLICY_LEVELS)) });
export type AdminPolicyQuery = z.infer<typeof adminPolicyQuery>;
export const adminSimpleQuery = pageQuery.extend({
  keyword: optionalParam(text(50)),
  region: optionalParam(regionCodeSchema),
  status: optionalParam(z.enum(CONTENT_STATUSES)),
});
export type AdminSimpleQuery = z.infer<typeof adminSimpleQuery>;

export const newsAdminListItem = z.object({ ...articleSummary, ...managedState });
export const newsAdminItem = z.object({ ...articleSummary, ...articleBody, ...managedState });
export type NewsAdminItem = z.infer<typeof newsAdminItem>;
export const policyAdminListItem = z.object({ ...articleSummary, ...policyExtra, ...managedState });
export const policyAdminItem = z.object({ ...articleSummary, ...policyExtra, ...articleBody, ...managedState });
export type PolicyAdminItem = z.infer<typeof policyAdminItem>;
export const caseAdminListItem = z.object({ ...articleSummary, ...caseExtra, ...managedState });
export const caseAdminItem = z.object({ ...articleSummary, ...caseExtra, ...articleBody, ...managedState });
export type CaseAdminItem = z.infer<typeof caseAdminItem>;

const regionState = { region_code: z.string().nullable(), region_name: z.string(), publish_at: z.string().nullable() };
export const carouselAdminItem = z.object({ ...carouselSlide.shape, ...regionState, ...managedState });
export type CarouselAdminItem = z.infer<typeof carouselAdminItem>;
export const linkAdminItem = z.object({ ...portalLink.shape, ...regionState, ...managedState });
export type LinkAdminItem = z.infer<typeof linkAdminItem>;

/** region_code null means "everywhere"; only the admin may use it. Regional administrators default to their own. */
const articleInput = {
  title: required(200, 'content.title_required'),
  summary: multilineText(500).default(''),
  cover: z.union([z.literal(''), imageUrl]).default(''),
  /** Rich text; cleaned against an allowlist on save. */
  content: multilineString().max(900_000, tooLong).default(''),
  category: text(32).default(''),
  region_code: regionCodeSchema.nullable().optional(),
  source: text(100).default(''),
  author: text(64).default(''),
  attachments: z.array(contentAttachment).max(20, tooLong).default([]),
};
export const newsInput = z.object(articleInput);
export type NewsInput = z.infer<typeof newsInput>;
export const policyInput = z.object({
  ...articleInput,
  level: z.enum(POLICY_LEVELS).default('province'),
  issuing_body: text(100).default(''),
  document_number: text(100).default(''),
  effective_date: isoDate.nullable().default(null),
});
export type PolicyInput = z.infer<typeof policyInput>;
export const caseInput = z.object({ ...articleInput, person: text(64).default(''), project: text(200).default('') });
export type CaseInput = z.infer<typeof caseInput>;

export const carouselInput = z.object({
  title: required(100, 'content.title_required'),
  image: imageUrl,
  link: z.union([z.literal(''), linkUrl]).default(''),
  region_code: regionCodeSchema.nullable().optional(),
  order_num: z.number().int().min(0).max(100_000).default(0),
});
export type CarouselInput = z.infer<typeof carouselInput>;
export const linkInput = z.object({
  name: required(64, 'content.name_required'),
  url: linkUrl,
  region_code: regionCodeSchema.nullable().optional(),
  order_num: z.number().int().min(0).max(100_000).default(0),
});
export type LinkInput = z.infer<typeof linkInput>;

/** Publish now, or later when publish_at is in the future (the item is then "scheduled"). */
export const publishBody = z.object({ publish_at: saneDateTime().optional() }).optional();
export type PublishBody = z.infer<typeof publishBody>;
export const pinBody = z.object({ pinned: z.boolean() });
export const orderBody = z.object({
  items: z
    .array(z.object({ id: z.number().int().min(1), order_num: z.number().int().min(0).max(100_000) }))
    .min(1)
    .max(200),
});
export type OrderBody = z.infer<typeof orderBody>;

export const organizationAdminItem = z.object({
  ...organizationSummary,
  contact: z.string(),
  content: z.string(),
  status: z.string(),
  updated_at: z.string(),
});
export type OrganizationAdminItem = z.infer<typeof organizationAdminItem>;
export const organizationUpdate = z.object({
  intro: multilineText(500).default(''),
  logo: z.union([z.literal(''), imageUrl]).default(''),
  cover: z.union([z.literal(''), imageUrl]).default(''),
  contact: text(32).default(''),
  phone: text(32).default(''),
  address: text(200).default(''),
  content: multilineString().max(900_000, tooLong).default(''),
});
export type OrganizationUpdate = z.infer<typeof organizationUpdate>;
