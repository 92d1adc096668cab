// Settlement of training companies (SPEC section 7; the domain is not built yet). Schema-free.

export const SETTLEMENT_API = {
  companySettlement: '/f/v1/companys/settlement',
} as const;
