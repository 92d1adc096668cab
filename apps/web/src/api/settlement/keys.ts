// Query keys of settlement (claims, the review queue, follow-up, survey figures, the admin's configuration): every change invalidates `all`.
export interface ClaimListParams {
  page: number;
  size: number;
  keyword?: string;
  status?: string;
  /** A group of statuses (CLAIM_STAGES): what a subsidy figure of the dashboard counts. */
  stage?: string;
  todo?: string;
}

export const settlementKeys = {
  all: ['settlement'] as const,
  mine: (params: ClaimListParams) => [...settlementKeys.all, 'mine', params] as const,
  queue: (params: ClaimListParams) => [...settlementKeys.all, 'queue', params] as const,
  claim: (side: 'f' | 'a', id: number) => [...settlementKeys.all, 'claim', side, id] as const,
  claimable: () => [...settlementKeys.all, 'claimable'] as const,
  followups: (params: object) => [...settlementKeys.all, 'followups', params] as const,
  followupTodo: () => [...settlementKeys.all, 'followup-todo'] as const,
  survey: (by: string) => [...settlementKeys.all, 'survey', by] as const,
  standards: (params: StandardListParams) => [...settlementKeys.all, 'standards', params] as const,
  chains: () => [...settlementKeys.all, 'chains'] as const,
  holidays: (year: number) => [...settlementKeys.all, 'holidays', year] as const,
  settings: () => [...settlementKeys.all, 'settings'] as const,
};

export interface StandardListParams {
  page: number;
  size: number;
  course_id?: string;
}
