// GET /p/v1/board: classes opening (default) or finished.
import { type BoardItem, type Page, PORTAL_API } from '@etp/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { cleanParams, type PortalListParams, PUBLIC_CALL, PUBLIC_STALE_MS } from './articles';

export const getBoard = (params: PortalListParams) =>
  get<Page<BoardItem>>(PORTAL_API.board, { ...PUBLIC_CALL, params: cleanParams(params) }).then((r) => r.data);

export const boardQuery = (params: PortalListParams) =>
  queryOptions({
    staleTime: PUBLIC_STALE_MS,
    queryKey: ['portal', 'board', cleanParams(params)],
    queryFn: () => getBoard(params),
    placeholderData: keepPreviousData,
  });
export const useBoard = (params: PortalListParams) => useQuery(boardQuery(params));
