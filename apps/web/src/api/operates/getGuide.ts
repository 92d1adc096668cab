// GET /a/v1/operates/guides/:role: a role's operate guide (manual and items).
import { type AdminGuide, OPERATES_API, pathWith } from '@etp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { operatesKeys } from './keys';

export const getGuide = (role: string) =>
  get<AdminGuide>(pathWith(OPERATES_API.guide, { role }), { noLoading: true }).then((r) => r.data);

export const guideQuery = (role: string) =>
  queryOptions({ queryKey: operatesKeys.guide(role), queryFn: () => getGuide(role) });
export const useGuide = (role: string) => useQuery(guideQuery(role));
