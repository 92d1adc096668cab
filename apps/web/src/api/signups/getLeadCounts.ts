// GET /a/v1/leads/counts: sign-up leads by area inside a regional administrator's region.
import { SIGNUPS_API } from '@etp/contracts';
import { useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { signupsKeys } from './keys';

export interface LeadCount {
  region_code: string;
  region_name: string;
  total: number;
  new: number;
}

export const getLeadCounts = () => get<LeadCount[]>(SIGNUPS_API.counts).then((r) => r.data);
export const useLeadCounts = (enabled: boolean) =>
  useQuery({ queryKey: [...signupsKeys.all, 'counts'], queryFn: getLeadCounts, enabled });
