// Query keys of sign-up leads and the public form's options.
export const signupsKeys = {
  all: ['signups'] as const,
  options: () => [...signupsKeys.all, 'options'] as const,
  leads: (params: object) => [...signupsKeys.all, 'leads', params] as const,
};
