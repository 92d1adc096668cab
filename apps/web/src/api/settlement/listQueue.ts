// GET /a/v1/settlements: the claims in the reviewer's region (todo=1: those at their step).
import { type ClaimRow, type Page, SETTLEMENT_API } from '@etp/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { get } from '../http';
import { type ClaimListParams, settlementKeys } from './keys';

export const listQueue = (params: ClaimListParams) =>
  get<Page<ClaimRow>>(SETTLEMENT_API.queue, { params, noLoading: true }).then((r) => r.data);

export const queueQuery = (params: ClaimListParams) =>
  queryOptions({
    queryKey: settlementKeys.queue(params),
    queryFn: () => listQueue(params),
    placeholderData: keepPreviousData,
  });
