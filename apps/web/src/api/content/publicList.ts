// How the public portal's calls are made (no token needed, no loading overlay, a minute fresh) and what its
// lists accept; the paths are PORTAL_API in the contracts.
import { type Page, PORTAL_API } from '@etp/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { get } from '../http';
import { type ContentSection, contentKeys } from './keys';

/** Query parameters of a public list; the address never holds an empty one (features/portal/hooks/listParams). */
export interface PortalListParams {
  page?: number;
  size?: number;
  keyword?: string;
  category?: string;
  region?: string;
  level?: string;
  kind?: string;
  state?: string;
}

/** Public content changes rarely: a minute fresh, so a section mounting after a prefetch does not ask again. */
export const PUBLIC_STALE_MS = 60_000;

/** Public pages show skeletons, not the global loading overlay; errors are shown by the page. */
export const PUBLIC_CALL = { noLoading: true } as const;

/** One page of a public list; the previous page stays on screen while the next one loads. */
export const publicListQuery = <T>(section: ContentSection, params: PortalListParams) =>
  queryOptions({
    staleTime: PUBLIC_STALE_MS,
    queryKey: contentKeys.publicList(section, params),
    queryFn: () => get<Page<T>>(PORTAL_API[section], { ...PUBLIC_CALL, params }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
