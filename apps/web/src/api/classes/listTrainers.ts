// GET /f/v1/trainers: the trainers of the teacher's institution.
import { CLASSES_API } from '@etp/contracts';
import { useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { classesKeys } from './keys';

export const listTrainers = () => get<{ id: number; name: string }[]>(CLASSES_API.trainers).then((r) => r.data);
export const useTrainers = (enabled = true) =>
  useQuery({ queryKey: classesKeys.trainers(), queryFn: listTrainers, staleTime: 300_000, enabled });
