// GET /s/v1/homeworks: the student's homework and where each answer stands.
import { HOMEWORK_API, type MyHomeworkRow } from '@etp/contracts';
import { useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { homeworkKeys } from './keys';

export const listMyHomework = () => get<MyHomeworkRow[]>(HOMEWORK_API.mine).then((r) => r.data);
export const useMyHomework = () => useQuery({ queryKey: homeworkKeys.mine(), queryFn: listMyHomework });
