// GET /a/v1/classes: a regional administrator's classes and review queue.
import { CLASSES_API, type ClassRow, type Page } from '@etp/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { get } from '../http';
import { classesKeys } from './keys';
import type { ClassListParams } from './listClasses';

export const listReviewClasses = (params: ClassListParams) =>
  get<Page<ClassRow>>(CLASSES_API.reviewList, { params, noLoading: true }).then((r) => r.data);

export const reviewClassesQuery = (params: ClassListParams) =>
  queryOptions({
    queryKey: classesKeys.list(params, 'a'),
    queryFn: () => listReviewClasses(params),
    placeholderData: keepPreviousData,
  });
