// GET /o/v1/dicts?code=X: a dictionary as a map from number to label.
import { DICTS_API, type DictMap } from '@etp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { dictsKeys } from './keys';

export const getDict = (code: string) => get<DictMap>(DICTS_API.lookup, { params: { code } }).then((r) => r.data);

export const dictQuery = (code: string) =>
  queryOptions({ queryKey: dictsKeys.lookup(code), queryFn: () => getDict(code), staleTime: Number.POSITIVE_INFINITY });
export const useDict = (code: string, enabled = true) => useQuery({ ...dictQuery(code), enabled });
