// GET /a/v1/dict-types: dictionary types, paged.
import { DICTS_API, type DictTypeRow, type Page } from '@etp/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { type DictTypeParams, dictsKeys } from './keys';

export const listDictTypes = (params: DictTypeParams) =>
  get<Page<DictTypeRow>>(DICTS_API.types, { params, noLoading: true }).then((r) => r.data);

export const dictTypesQuery = (params: DictTypeParams) =>
  queryOptions({
    queryKey: dictsKeys.types(params),
    queryFn: () => listDictTypes(params),
    placeholderData: keepPreviousData,
  });
export const useDictTypes = (params: DictTypeParams) => useQuery(dictTypesQuery(params));
