// Sign-up leads: the public training sign-up form (/szbSignUpForm) and the institutions' lead lists. Schema-free.

export const LEAD_STATUSES = ['new', 'contacted', 'enrolled', 'unreachable'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
/** A second sign-up of the same person for the same course within this many days makes no new lead. */
export const SIGN_UP_DUPLICATE_DAYS = 30;
/** Sign-ups per IP address and hour. */
export const SIGN_UP_PER_IP_HOUR = 10;

export const SIGNUPS_API = {
  submit: '/p/v1/sign-ups',
  /** Courses and areas the form offers. */
  options: '/p/v1/sign-ups/options',
  leads: '/f/v1/leads',
  leadStatus: (id: number | string) => `/f/v1/leads/${id}/status`,
  /** Queue the lead list (its filters, the caller's area; personal data masked) as a download-centre export. */
  leadsExport: '/f/v1/leads/export',
  /** Lead counts by area for regional administrators. */
  counts: '/a/v1/leads/counts',
} as const;
