// POST /f/v1/leads/{id}/status: contacted, unreachable or new again.
import { type LeadRow, SIGNUPS_API } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../http';
import { signupsKeys } from './keys';

export const setLeadStatus = ({ id, status }: { id: number; status: 'contacted' | 'unreachable' | 'new' }) =>
  post<LeadRow>(SIGNUPS_API.leadStatus(id), { status });

export function useSetLeadStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setLeadStatus,
    onSuccess: () => client.invalidateQueries({ queryKey: signupsKeys.all }),
  });
}
