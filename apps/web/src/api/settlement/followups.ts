// Follow-up contacts: GET/POST /f/v1/followups and the monthly to-do GET /f/v1/followups/todo.
import { type FollowupBody, type FollowupRow, type FollowupTodo, type Page, SETTLEMENT_API } from '@etp/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../http';
import { settlementKeys } from './keys';

export const listFollowups = (params: { page: number; size: number }) =>
  get<Page<FollowupRow>>(SETTLEMENT_API.followups, { params, noLoading: true }).then((r) => r.data);

export const followupsQuery = (params: { page: number; size: number }) =>
  queryOptions({
    queryKey: settlementKeys.followups(params),
    queryFn: () => listFollowups(params),
    placeholderData: keepPreviousData,
  });

export const useFollowupTodo = () =>
  useQuery({
    queryKey: settlementKeys.followupTodo(),
    queryFn: () => get<FollowupTodo[]>(SETTLEMENT_API.followupTodo).then((r) => r.data),
  });

export function useSaveFollowup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FollowupBody) => post<FollowupRow>(SETTLEMENT_API.followups, body).then((r) => r.data),
    onSuccess: () => client.invalidateQueries({ queryKey: settlementKeys.all }),
  });
}
