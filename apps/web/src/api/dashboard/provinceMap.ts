// The province shapes an administrator uploaded (GET: null while the shipped ones are in use), their replacement
// (PUT) and the return to the shipped ones (DELETE).
import { DASHBOARD_API, type MapUpload } from '@etp/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, http, put } from '../http';
import { dashboardKeys } from './keys';

export interface UploadedMap {
  geojson: MapUpload;
  note: string;
  updated_at: string;
}

export const getUploadedMap = () =>
  get<UploadedMap | null>(DASHBOARD_API.map, { noLoading: true, silent: true })
    .then((r) => r.data)
    .catch(() => null);

export const uploadedMapQuery = () =>
  queryOptions({ queryKey: dashboardKeys.map(), queryFn: getUploadedMap, staleTime: Number.POSITIVE_INFINITY });

export const useUploadedMap = (enabled = true) => useQuery({ ...uploadedMapQuery(), enabled });

export function useSaveMap() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { geojson: MapUpload; note: string }) => put<null>(DASHBOARD_API.map, body),
    onSuccess: () => client.invalidateQueries({ queryKey: dashboardKeys.map() }),
  });
}

export function useResetMap() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => http.delete(DASHBOARD_API.map),
    onSuccess: () => client.invalidateQueries({ queryKey: dashboardKeys.map() }),
  });
}
