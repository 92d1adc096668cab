// GET /o/v1/exports: the user's download records; polls while a job is queued or running.
import { EXPORTS_API, type ExportRow, type Page } from '@etp/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { exportsKeys } from './keys';

export interface ExportQueued {
  id: number;
  status: ExportRow['status'];
}

/** How often the list refreshes while a job is still working. */
export const EXPORT_POLL_MS = 2000;

export const isWorking = (row: Pick<ExportRow, 'status'>) => row.status === 'queued' || row.status === 'running';

export const listExports = (params: { page: number; size: number }) =>
  get<Page<ExportRow>>(EXPORTS_API.mine, { params, noLoading: true }).then((r) => r.data);

export const exportsQuery = (params: { page: number; size: number }) =>
  queryOptions({
    queryKey: exportsKeys.mine(params),
    queryFn: () => listExports(params),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.list.some(isWorking) ? EXPORT_POLL_MS : false),
  });
export const useExports = (params: { page: number; size: number }) => useQuery(exportsQuery(params));
