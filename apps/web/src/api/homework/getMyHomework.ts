// GET /s/v1/homeworks/{id}: one homework with the student's latest answer (a draft from any device).
import { HOMEWORK_API, type MyHomework } from '@etp/contracts';
import { useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { homeworkKeys } from './keys';

export const getMyHomework = (id: number) => get<MyHomework>(HOMEWORK_API.myOne(id)).then((r) => r.data);
export const useMyHomeworkDetail = (id: number) =>
  useQuery({ queryKey: homeworkKeys.myOne(id), queryFn: () => getMyHomework(id), enabled: id > 0 });
