// GET /f/v1/settlements/classes: the teacher's finished classes without a claim.
import { type ClaimableClass, SETTLEMENT_API } from '@etp/contracts';
import { useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { settlementKeys } from './keys';

export const listClaimable = () => get<ClaimableClass[]>(SETTLEMENT_API.claimable).then((r) => r.data);

export const useClaimable = (enabled: boolean) =>
  useQuery({ queryKey: settlementKeys.claimable(), queryFn: listClaimable, enabled });
