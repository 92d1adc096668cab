// POST /f/v1/homeworks (new) or PUT /f/v1/homeworks/{id}: the whole homework.
import { HOMEWORK_API, type HomeworkDetail, type HomeworkInput } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post, put } from '../http';
import { homeworkKeys } from './keys';

export const saveHomework = (body: HomeworkInput, id?: number) =>
  (id ? put<HomeworkDetail>(HOMEWORK_API.one(id), body) : post<HomeworkDetail>(HOMEWORK_API.list, body)).then(
    (r) => r.data,
  );

export function useSaveHomework() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, id }: { body: HomeworkInput; id?: number }) => saveHomework(body, id),
    onSuccess: () => client.invalidateQueries({ queryKey: homeworkKeys.all }),
  });
}
