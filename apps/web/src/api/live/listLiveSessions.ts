// GET /f/v1/live-sessions: live sessions of the classes the caller sees (a trainer: the ones they teach), paged.
import { LIVE_API, type LiveListQuery, type LiveSessionRow, type Page } from '@etp/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { get } from '../http';
import { liveKeys } from './keys';

export type LiveListParams = Pick<LiveListQuery, 'page' | 'size'> & Partial<Record<'class_id' | 'state', string>>;

export const listLiveSessions = (params: LiveListParams) =>
  get<Page<LiveSessionRow>>(LIVE_API.sessions, { params, noLoading: true }).then((r) => r.data);

export const liveSessionsQuery = (params: LiveListParams) =>
  queryOptions({
    queryKey: liveKeys.list(params),
    queryFn: () => listLiveSessions(params),
    placeholderData: keepPreviousData,
  });
