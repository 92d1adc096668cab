// The startup-star collection: the public application, its receipt and lookup, and the staff's list and review.
import { z } from 'zod';
import { captchaAnswer } from './captcha.ts';
import {
  COLLECTION_ATTACHMENT_TOKEN,
  COLLECTION_INDUSTRIES,
  COLLECTION_KINDS,
  COLLECTION_LIMITS,
  COLLECTION_RECEIPT,
  COLLECTION_STATUSES,
} from './collection.api.ts';
import { boundedText, entityId, multilineText } from './common.ts';
import { pageQuery } from './envelope.ts';
import { mobilePhone, personalDataConsent, personName } from './person.ts';

const L = COLLECTION_LIMITS;

export const collectionApplication = z.object({
  applicant_name: personName,
  phone: mobilePhone,
  kind: z.enum(COLLECTION_KINDS, { error: 'collection.kind_required' }),
  entity_name: boundedText(L.entityName, 'collection.entity_name_required'),
  industry: z.enum(COLLECTION_INDUSTRIES, { error: 'collection.industry_required' }),
  region_code: z
    .string({ error: 'collection.region_required' })
    .regex(/^\d{6}$/, { error: 'collection.region_required' }),
  achievements: multilineText(L.achievements, 'collection.achievements_required'),
  pitch: multilineText(L.pitch, 'collection.pitch_required'),
  /** Tokens of files uploaded for this application (COLLECTION_API.attachment). */
  attachments: z
    .array(z.string().regex(COLLECTION_ATTACHMENT_TOKEN, { error: 'collection.attachment_invalid' }))
    .max(L.attachments, { error: 'collection.too_many_attachments' })
    .default([]),
  consent: personalDataConsent,
  ...captchaAnswer.shape,
});
export type CollectionApplicationInput = z.input<typeof collectionApplication>;

export const collectionAttachment = z.object({
  token: z.string(),
  name: z.string(),
  size: z.number().int(),
  type: z.string(),
});
export type CollectionAttachment = z.infer<typeof collectionAttachment>;

export const collectionReceipt = z.object({ receipt_no: z.string(), submitted_at: z.string() });
export type CollectionReceipt = z.infer<typeof collectionReceipt>;

export const collectionLookup = z.object({
  receipt_no: z
    .string({ error: 'collection.receipt_invalid' })
    .trim()
    .toUpperCase()
    .regex(COLLECTION_RECEIPT, { error: 'collection.receipt_invalid' }),
  phone: mobilePhone,
});
/** What the applicant sees of their application: masked, with the review's outcome. */
export const collectionLookupResult = z.object({
  receipt_no: z.string(),
  applicant_name: z.string(),
  entity_name: z.string(),
  status: z.enum(COLLECTION_STATUSES),
  review_note: z.string(),
  submitted_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type CollectionLookupResult = z.infer<typeof collectionLookupResult>;

export const collectionListQuery = pageQuery.extend({
  keyword: z.string().trim().max(64).optional(),
  status: z.enum(COLLECTION_STATUSES).optional(),
  industry: z.enum(COLLECTION_INDUSTRIES).optional(),
});
export type CollectionListQuery = z.input<typeof collectionListQuery>;

export const adminCollectionApplication = z.object({
  id: z.number().int(),
  receipt_no: z.string(),
  applicant_name: z.string(),
  /** Masked; staff call the applicant from the detail's full number (audited). */
  phone: z.string(),
  kind: z.enum(COLLECTION_KINDS),
  entity_name: z.string(),
  industry: z.enum(COLLECTION_INDUSTRIES),
  region_code: z.string(),
  region_name: z.string(),
  achievements: z.string(),
  pitch: z.string(),
  status: z.enum(COLLECTION_STATUSES),
  review_note: z.string(),
  attachments: z.array(z.object({ id: z.number().int(), name: z.string(), size: z.number().int(), type: z.string() })),
  reviewer_name: z.string(),
  reviewed_at: z.string().nullable(),
  submitted_at: z.string(),
});
export type AdminCollectionApplication = z.infer<typeof adminCollectionApplication>;

export const collectionReview = z.object({
  status: z.enum(COLLECTION_STATUSES, { error: 'collection.status_invalid' }),
  note: multilineText(L.note).default(''),
});
export type CollectionReviewInput = z.input<typeof collectionReview>;

export const collectionAttachmentParams = z.object({ id: entityId, attachmentId: entityId });

export const collectionExportParams = collectionListQuery.omit({ page: true, size: true }).partial();
