// Settlement of training companies (the domain is not built yet). Schema-free.

export const SETTLEMENT_API = {
  companySettlement: '/f/v1/companys/settlement',
} as const;
