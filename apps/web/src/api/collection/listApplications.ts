// GET /a/v1/collection/applications: applications in the caller's scope (review).
import { type AdminCollectionApplication, COLLECTION_API, type Page } from '@etp/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { get } from '../http';
import { type CollectionParams, collectionKeys } from './keys';

export const listApplications = (params: CollectionParams) =>
  get<Page<AdminCollectionApplication>>(COLLECTION_API.list, { params, noLoading: true }).then((r) => r.data);

export const applicationsQuery = (params: CollectionParams) =>
  queryOptions({
    queryKey: collectionKeys.list(params),
    queryFn: () => listApplications(params),
    placeholderData: keepPreviousData,
  });
