// GET /a/v1/{kind}/{id}: one item with its rich text, for the edit drawer.
import { CONTENT_API, type ContentKind } from '@etp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { contentKeys } from './keys';

export const getContent = <T>(kind: ContentKind, id: number) =>
  get<T>(`${CONTENT_API[kind]}/${id}`).then((r) => r.data);

export const contentQuery = <T>(kind: ContentKind, id: number) =>
  queryOptions({ queryKey: contentKeys.one(kind, id), queryFn: () => getContent<T>(kind, id), enabled: id > 0 });
export const useContent = <T>(kind: ContentKind, id: number) => useQuery(contentQuery<T>(kind, id));
