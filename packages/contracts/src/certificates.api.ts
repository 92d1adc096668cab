// Certificates (合格证明): issued to eligible students when a class finishes (or one by one later), revoked with a
// reason, looked up by the public /report page through the QR code printed on the PDF. Schema-free.

export const CERTIFICATES_API = {
  /** The public lookup by number (no token; limited per address; the name masked). */
  report: '/p/v1/report',
  /** The signed-in student's certificates, each with its number and PDF address. */
  mine: '/s/v1/certificates',
  /** The student's own PDF (nobody else's). */
  myPdf: (id: number | string) => `/s/v1/certificates/${id}/pdf`,
  /** Admin and regional administrators: every certificate in their scope, with its status. */
  list: '/a/v1/certificates',
  revoke: (id: number | string) => `/a/v1/certificates/${id}/revoke`,
  /** The teacher issues a certificate to one student who became eligible after the class finished. */
  issue: (classId: number | string) => `/f/v1/classes/${classId}/certificates`,
  /** A class's certificates as one ZIP of PDFs, through the download centre. */
  classExport: (classId: number | string) => `/f/v1/classes/${classId}/certificates/export`,
  /** The rule set of every course (admin), and one course's (PUT). */
  rules: '/a/v1/certificate-rules',
  rule: (courseId: number | string) => `/a/v1/certificate-rules/${courseId}`,
} as const;

export const CERTIFICATE_STATUSES = ['issued', 'revoked'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

/**
 * Certificate numbers: SD, the year, the division code and 10 random Crockford base-32 characters (50 bits), e.g.
 * SD2026370102K7M2Q9XH4T. The random part makes the public lookup impossible to walk; numbers issued before it
 * (SD20263701020001, sequential) still look up.
 */
export const CERTIFICATE_NUMBER = /^SD\d{4}\d{6}[0-9A-HJKMNP-TV-Z]{10}$/;
export const CERTIFICATE_RANDOM_LENGTH = 10;
/** The public certificate lookup, per client address: a person checks a few numbers, a walker needs millions. */
export const REPORT_LOOKUP_LIMIT = { max: 10, windowMs: 60_000 } as const;

/** What a course's certificate requires when an admin has not set its rule set. */
export const DEFAULT_ELIGIBILITY_RULES = {
  require_hours: true,
  require_theory: true,
  require_identity: true,
  live_min_percent: 0,
  homework_min_percent: 0,
} as const;

/** The portal page the QR code opens: `<site origin>/report?no=<number>`. */
export const certificateLookupPath = (number: string) => `/report?no=${encodeURIComponent(number)}`;
