// GET /f/v1/settlements/{id} (teacher) or /a/v1/settlements/{id} (reviewer): the claim with roster, documents, timeline.
import { type ClaimDetail, SETTLEMENT_API } from '@etp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { settlementKeys } from './keys';

export const getClaim = (side: 'f' | 'a', id: number) =>
  get<ClaimDetail>(side === 'f' ? SETTLEMENT_API.claim(id) : SETTLEMENT_API.reviewClaim(id), { noLoading: true }).then(
    (r) => r.data,
  );

export const claimQuery = (side: 'f' | 'a', id: number) =>
  queryOptions({ queryKey: settlementKeys.claim(side, id), queryFn: () => getClaim(side, id) });

export const useClaim = (side: 'f' | 'a', id: number | null) =>
  useQuery({ ...claimQuery(side, id ?? 0), enabled: id !== null });
