// GET /f/v1/settlements (the teacher's claims) and GET /a/v1/settlements (the reviewers' queue).
import { type ClaimRow, type Page, SETTLEMENT_API } from '@etp/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { get } from '../http';
import { type ClaimListParams, settlementKeys } from './keys';

export const listMyClaims = (params: ClaimListParams) =>
  get<Page<ClaimRow>>(SETTLEMENT_API.claims, { params, noLoading: true }).then((r) => r.data);

export const myClaimsQuery = (params: ClaimListParams) =>
  queryOptions({
    queryKey: settlementKeys.mine(params),
    queryFn: () => listMyClaims(params),
    placeholderData: keepPreviousData,
  });
