// GET /a/v1/client-issues/:id/replays/:errorId: the rrweb events sent with one report, from a full snapshot on.
import { type ClientReplay, MONITORING_API, pathWith } from '@etp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { monitoringKeys } from './keys';

export const getClientReplay = (issueId: number, errorId: number) =>
  get<ClientReplay>(pathWith(MONITORING_API.clientReplay, { id: issueId, errorId })).then((r) => r.data);

export const clientReplayQuery = (issueId: number, errorId: number) =>
  queryOptions({
    queryKey: monitoringKeys.replay(issueId, errorId),
    queryFn: () => getClientReplay(issueId, errorId),
    // A replay never changes once kept.
    staleTime: Number.POSITIVE_INFINITY,
  });
export const useClientReplay = (issueId: number, errorId: number) => useQuery(clientReplayQuery(issueId, errorId));
