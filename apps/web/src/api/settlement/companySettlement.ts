// GET /f/v1/companys/settlement (SPEC 7: without the loading overlay): the site's settlement contact and the
// institution's settlement account.
import { type CompanySettlement, SETTLEMENT_API } from '@etp/contracts';
import { useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { settlementKeys } from './keys';

export const getCompanySettlement = () => get<CompanySettlement>(SETTLEMENT_API.companySettlement).then((r) => r.data);

export const useCompanySettlement = () =>
  useQuery({ queryKey: [...settlementKeys.all, 'company'], queryFn: getCompanySettlement });
