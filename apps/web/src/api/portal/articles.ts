// What the public portal's list calls accept and how they are made (the paths are PORTAL_API in the contracts).

/** Query parameters of a public list; empty values are left out of the request. */
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

export const cleanParams = (params: PortalListParams) =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== ''));
