// The startup-star online collection (创业之星征集): a public application with a receipt number and a lookup by it,
// and the staff's review (schema-free).

export const COLLECTION_API = {
  submit: '/p/v1/collection/applications',
  /** By receipt number and the applicant's phone (the number alone would let anyone read an application). */
  lookup: '/p/v1/collection/lookup',
  list: '/a/v1/collection/applications',
  one: '/a/v1/collection/applications/:id',
  review: '/a/v1/collection/applications/:id/review',
  export: '/a/v1/collection/applications/export',
  /** A file for an application being written (multipart field "file"); answers a token the application names. */
  attachment: '/p/v1/collection/attachments',
  /** One attachment of an application, for the staff who may see it. */
  attachmentFile: '/a/v1/collection/applications/:id/attachments/:attachmentId',
} as const;

export const COLLECTION_STATUSES = ['received', 'reviewing', 'selected', 'rejected'] as const;
export type CollectionStatus = (typeof COLLECTION_STATUSES)[number];

export const COLLECTION_KINDS = ['enterprise', 'project'] as const;
export type CollectionKind = (typeof COLLECTION_KINDS)[number];

export const COLLECTION_INDUSTRIES = [
  'agriculture',
  'manufacturing',
  'technology',
  'commerce',
  'services',
  'culture',
  'other',
] as const;
export type CollectionIndustry = (typeof COLLECTION_INDUSTRIES)[number];

export const COLLECTION_LIMITS = {
  entityName: 100,
  achievements: 2000,
  pitch: 3000,
  note: 500,
  /** Applications from one address per hour. */
  perIpPerHour: 10,
  /** Lookups from one address per hour (against guessing receipt numbers). */
  lookupsPerIpPerHour: 30,
  /** Files per application (business plan, pictures, ...), and uploads from one address per hour. */
  attachments: 3,
  attachmentsPerIpPerHour: 20,
} as const;

/** The token of an uploaded attachment. */
export const COLLECTION_ATTACHMENT_TOKEN = /^[a-f0-9]{32}$/;

/** XC + date + six digits, e.g. XC20261123042315. */
export const COLLECTION_RECEIPT = /^XC\d{14}$/;
