// Query keys of the reporting module's reads (eligibility): issuing or a waiver invalidates `all`.
export const reportingKeys = {
  all: ['reporting'] as const,
  classEligibility: (classId: number) => [...reportingKeys.all, 'class', classId] as const,
  mine: () => [...reportingKeys.all, 'mine'] as const,
};
