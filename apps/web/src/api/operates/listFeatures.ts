// GET /a/v1/operates/features: the feature list, drafts included.
import { type AdminFeature, OPERATES_API, type Page } from '@etp/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { operatesKeys } from './keys';

export const listFeatures = (params: { page: number; size: number }) =>
  get<Page<AdminFeature>>(OPERATES_API.features, { params, noLoading: true }).then((r) => r.data);

export const featuresQuery = (params: { page: number; size: number }) =>
  queryOptions({
    queryKey: operatesKeys.featureList(params),
    queryFn: () => listFeatures(params),
    placeholderData: keepPreviousData,
  });
export const useFeatures = (params: { page: number; size: number }) => useQuery(featuresQuery(params));
