// GET /o/v1/users/website: the other sites a teacher works for (network errors ignored).
import { SITES_API, type WebsiteItem } from '@etp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { sitesKeys } from './keys';

export const getWebsites = () =>
  get<WebsiteItem[]>(SITES_API.mine, { ignoreNetworkError: true, noLoading: true }).then((r) => r.data);

export const websitesQuery = () => queryOptions({ queryKey: sitesKeys.mine(), queryFn: getWebsites, retry: false });
export const useWebsites = (enabled: boolean) => useQuery({ ...websitesQuery(), enabled });
