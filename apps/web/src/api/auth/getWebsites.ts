// GET /o/v1/users/website: the other sites a teacher works for (network errors ignored).
import { SITES_API, type WebsiteItem } from '@etp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';

export const getWebsites = () =>
  get<WebsiteItem[]>(SITES_API.mine, { ignoreNetworkError: true, noLoading: true }).then((r) => r.data);

export const websitesQuery = () => queryOptions({ queryKey: ['users', 'website'], queryFn: getWebsites, retry: false });
export const useWebsites = (enabled: boolean) => useQuery({ ...websitesQuery(), enabled });
