// GET /p/v1/board: classes opening (default) or finished.
import type { BoardItem } from '@etp/contracts';
import { useQuery } from '@tanstack/react-query';
import { type PortalListParams, publicListQuery } from './publicList';

export const boardQuery = (params: PortalListParams) => publicListQuery<BoardItem>('board', params);
export const useBoard = (params: PortalListParams) => useQuery(boardQuery(params));
