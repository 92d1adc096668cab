// POST /a/v1/{kind} (a new draft) or PUT /a/v1/{kind}/{id} (replace); the server cleans rich text.
import { CONTENT_API, type ContentKind } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post, put } from '../http';
import { contentKeys } from './keys';

export interface SaveContent {
  kind: ContentKind;
  id?: number;
  body: Record<string, unknown>;
}

export const saveContent = <T extends { id: number }>({ kind, id, body }: SaveContent) =>
  (id ? put<T>(`${CONTENT_API[kind]}/${id}`, body) : post<T>(CONTENT_API[kind], body)).then((r) => r.data);

export function useSaveContent<T extends { id: number }>() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveContent) => saveContent<T>(input),
    onSuccess: (_data, { kind }) => client.invalidateQueries({ queryKey: contentKeys.section(kind) }),
  });
}
