// Training institutions: created, reviewed and edited by the admin and the regional administrators above them.
// Schema-free. (Their kinds, INSTITUTION_KINDS, are in content.api.ts with the organisation pages.)

export const INSTITUTION_STATUSES = ['pending', 'approved', 'disabled'] as const;
export type InstitutionStatus = (typeof INSTITUTION_STATUSES)[number];
export const INSTITUTIONS_API = {
  list: '/a/v1/institutions',
  one: (id: number | string) => `/a/v1/institutions/${id}`,
  review: (id: number | string) => `/a/v1/institutions/${id}/review`,
  /** Queue the list (its filters, the caller's region) as a download-centre export. */
  export: '/a/v1/institutions/export',
  /** Public: the practical-training institutions and their open classes (/practiceTraining). */
  practical: '/p/v1/practical-training',
} as const;
