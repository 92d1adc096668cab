// POST /f/v1/homework-submissions/{id}/mark (score, comment) and /return (reason).
import { HOMEWORK_API, type SubmissionDetail } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../http';
import { homeworkKeys } from './keys';

export type Marking = { action: 'mark'; score: number; comment: string } | { action: 'return'; reason: string };

export const markSubmission = (id: number, { action, ...body }: Marking) =>
  post<SubmissionDetail>(action === 'mark' ? HOMEWORK_API.mark(id) : HOMEWORK_API.return(id), body).then((r) => r.data);

export function useMarkSubmission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, marking }: { id: number; marking: Marking }) => markSubmission(id, marking),
    onSuccess: () => client.invalidateQueries({ queryKey: homeworkKeys.all }),
  });
}
