// Operate guide and new-feature list: what a user is shown, with their access log,
// and their administration.
import { z } from 'zod';
import { boundedText, multilineText } from './common.ts';
import { CHAT_QUESTION_MAX, GUIDE_ROLES } from './operates.api.ts';
import { HTTP_URL_SOURCE, SAME_SITE_PATH_SOURCE } from './text-rules.ts';

const attachment = z.object({ id: z.number().int(), name: z.string(), url: z.string() });
export const featureItem = z.object({
  id: z.number().int(),
  name: z.string(),
  content: z.string(),
  edit_time: z.string(),
  attachment_id: z.array(attachment),
});
export type FeatureItem = z.infer<typeof featureItem>;

export const operateShow = z.object({
  is_show: z.union([z.literal(0), z.literal(1)]),
  access_log: z.object({ access_time: z.string() }).nullable(),
  operate: z.object({ edit_time: z.string() }).nullable(),
});
export type OperateShow = z.infer<typeof operateShow>;

export const functionShow = z.object({
  is_show: z.union([z.literal(0), z.literal(1)]),
  access_log: z.array(z.object({ access_time: z.string() })),
  list: z.array(z.object({ edit_time: z.string() })),
});
export type FunctionShow = z.infer<typeof functionShow>;

export const operateInfo = z.object({
  manual: z.string(),
  edit_time: z.string(),
  feature: z.array(featureItem),
});
export type OperateInfo = z.infer<typeof operateInfo>;

export const functionInfo = z.object({ list: z.array(featureItem) });
export type FunctionInfo = z.infer<typeof functionInfo>;

// Administration ---------------------------------------------------------------------------------

/** Attachments: http(s), a path of this site, or an inline text, PDF or image document. */
const ATTACHMENT_URL = new RegExp(
  `^(${HTTP_URL_SOURCE}|${SAME_SITE_PATH_SOURCE}|data:(text\\/plain|application\\/pdf|image\\/[\\w.+-]+)[\\w=;-]*;base64,[A-Za-z0-9+/=]+)$`,
);

export const guideRoleParams = z.object({ role: z.enum(GUIDE_ROLES, { error: 'admin.guide_role_invalid' }) });
export const attachmentInput = z.object({
  id: z.number().int().min(0).max(2_147_483_647),
  name: boundedText(200, 'admin.attachment_name_required'),
  url: z
    .string()
    .trim()
    .max(2_000_000, { error: 'validation.too_long' })
    .regex(ATTACHMENT_URL, { error: 'admin.url_invalid' }),
});
export const guideItemInput = z.object({
  name: boundedText(100, 'admin.guide_item_name_required'),
  /** Plain text. */
  content: multilineText(5000).default(''),
  attachments: z.array(attachmentInput).max(20).default([]),
});
export const guideInput = z.object({
  /** Rich text, sanitised on save. */
  manual: multilineText(100_000).default(''),
  is_show: z.boolean().default(true),
  items: z.array(guideItemInput).max(50).default([]),
});
export type GuideInput = z.infer<typeof guideInput>;
export const adminGuide = z.object({
  role: z.string(),
  manual: z.string(),
  is_show: z.boolean(),
  edit_time: z.string(),
  items: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      content: z.string(),
      attachments: z.array(z.object({ id: z.number().int(), name: z.string(), url: z.string() })),
      order_num: z.number().int(),
    }),
  ),
});
export type AdminGuide = z.infer<typeof adminGuide>;

export const featureInput = z.object({
  name: boundedText(100, 'admin.feature_name_required'),
  /** Plain text. */
  content: multilineText(5000).default(''),
  attachments: z.array(attachmentInput).max(20).default([]),
  published: z.boolean().default(true),
});
export type FeatureInput = z.infer<typeof featureInput>;
export const adminFeature = z.object({
  id: z.number().int(),
  name: z.string(),
  content: z.string(),
  attachments: z.array(z.object({ id: z.number().int(), name: z.string(), url: z.string() })),
  published: z.boolean(),
  edit_time: z.string(),
});
export type AdminFeature = z.infer<typeof adminFeature>;

// FAQ (administration) and the smart-service chat ------------------------------------------------

export const faqInput = z.object({
  question: boundedText(200, 'admin.faq_question_required'),
  answer: boundedText(2000, 'admin.faq_answer_required'),
  keywords: boundedText(200).default(''),
  order_num: z.number().int().min(0).max(100_000).default(0),
  published: z.boolean().default(true),
});
export type FaqInput = z.infer<typeof faqInput>;
export const adminFaq = faqInput.extend({ id: z.number().int(), updated_at: z.string() });
export type AdminFaq = z.infer<typeof adminFaq>;

export const chatQuery = z.object({
  q: z
    .string({ error: 'chat.question_required' })
    .trim()
    .min(1, { error: 'chat.question_required' })
    .max(CHAT_QUESTION_MAX, { error: 'validation.too_long' }),
});
export const chatAnswerItem = z.object({
  /** Where it comes from: an FAQ entry, an operate-guide item or a policy. */
  source: z.enum(['faq', 'guide', 'policy']),
  title: z.string(),
  text: z.string(),
  /** A page of this site with more (a policy's detail), or ''. */
  link: z.string(),
});
export type ChatAnswerItem = z.infer<typeof chatAnswerItem>;
export const chatAnswer = z.object({
  answers: z.array(chatAnswerItem),
  /** Said when nothing matched: whom to call. */
  fallback: z.string(),
});
export type ChatAnswer = z.infer<typeof chatAnswer>;
