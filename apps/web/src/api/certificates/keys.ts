// Query keys of certificates (and the public lookup): a change (issue, revoke) invalidates `all`.
export const certificatesKeys = {
  all: ['certificates'] as const,
  report: (number: string) => [...certificatesKeys.all, 'report', number] as const,
  mine: () => [...certificatesKeys.all, 'mine'] as const,
  list: (params: object) => [...certificatesKeys.all, 'list', params] as const,
  rules: (params: object) => [...certificatesKeys.all, 'rules', params] as const,
};
