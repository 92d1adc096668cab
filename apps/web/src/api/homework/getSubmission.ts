// GET /f/v1/homework-submissions/{id}: one answer with its history.
import { HOMEWORK_API, type SubmissionDetail } from '@etp/contracts';
import { useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { homeworkKeys } from './keys';

export const getSubmission = (id: number) => get<SubmissionDetail>(HOMEWORK_API.submission(id)).then((r) => r.data);

export const useSubmission = (id: number | null) =>
  useQuery({ queryKey: homeworkKeys.submission(id ?? 0), queryFn: () => getSubmission(id ?? 0), enabled: id !== null });
