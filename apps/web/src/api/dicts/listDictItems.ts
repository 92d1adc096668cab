// GET /a/v1/dict-items?code=X: one dictionary's items.
import { DICTS_API, type DictItemRow } from '@etp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { dictsKeys } from './keys';

export const listDictItems = (code: string) =>
  get<DictItemRow[]>(DICTS_API.items, { params: { code }, noLoading: true }).then((r) => r.data);

export const dictItemsQuery = (code: string) =>
  queryOptions({ queryKey: dictsKeys.items(code), queryFn: () => listDictItems(code) });
export const useDictItems = (code: string | undefined) =>
  useQuery({ ...dictItemsQuery(code ?? ''), enabled: Boolean(code) });
