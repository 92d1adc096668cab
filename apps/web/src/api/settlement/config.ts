// The admin's settlement configuration: subsidy standards (GET/POST/PUT/DELETE /a/v1/settlement-standards), review
// chains per region (GET /a/v1/settlement-chains, PUT/DELETE .../{regionCode}), the holiday calendar (GET/POST
// /a/v1/settlement-holidays, DELETE .../{day}) and the settings (GET/PUT /a/v1/settlement-settings).
import {
  type ChainBody,
  type ChainRow,
  type HolidayRow,
  type Page,
  SETTLEMENT_API,
  type SettlementSettings,
  type StandardBody,
  type StandardRow,
} from '@etp/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, http, post, put } from '../http';
import { type StandardListParams, settlementKeys } from './keys';

export const standardsQuery = (params: StandardListParams) =>
  queryOptions({
    queryKey: settlementKeys.standards(params),
    queryFn: () => get<Page<StandardRow>>(SETTLEMENT_API.standards, { params, noLoading: true }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });

export const useChains = () =>
  useQuery({
    queryKey: settlementKeys.chains(),
    queryFn: () => get<ChainRow[]>(SETTLEMENT_API.chains, { noLoading: true }).then((r) => r.data),
  });

export const useHolidays = (year: number) =>
  useQuery({
    queryKey: settlementKeys.holidays(year),
    queryFn: () =>
      get<HolidayRow[]>(SETTLEMENT_API.holidays, { params: { year }, noLoading: true }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });

export const useSettlementSettings = () =>
  useQuery({
    queryKey: settlementKeys.settings(),
    queryFn: () => get<SettlementSettings>(SETTLEMENT_API.settings).then((r) => r.data),
  });

/** A change to the configuration: every settlement query is read again once it is made. */
function useConfigChange<A>(call: (args: A) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: settlementKeys.all }),
  });
}

export const useSaveStandard = () =>
  useConfigChange(({ id, ...body }: StandardBody & { id?: number }) =>
    id ? put<StandardRow>(SETTLEMENT_API.standard(id), body) : post<StandardRow>(SETTLEMENT_API.standards, body),
  );
export const useRemoveStandard = () => useConfigChange((id: number) => http.delete(SETTLEMENT_API.standard(id)));

export const useSaveChain = () =>
  useConfigChange(({ region_code, ...body }: ChainBody & { region_code: string }) =>
    put<ChainRow>(SETTLEMENT_API.chain(region_code), body),
  );
export const useRemoveChain = () => useConfigChange((code: string) => http.delete(SETTLEMENT_API.chain(code)));

export const useSaveHoliday = () => useConfigChange((body: HolidayRow) => post(SETTLEMENT_API.holidays, body));
export const useRemoveHoliday = () => useConfigChange((day: string) => http.delete(SETTLEMENT_API.holiday(day)));

export const useSaveSettings = () =>
  useConfigChange((body: SettlementSettings) => put<SettlementSettings>(SETTLEMENT_API.settings, body));
