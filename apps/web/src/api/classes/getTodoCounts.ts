// GET /f/v1/todo-tasks/counts: the teacher's to-do cards.
import { CLASSES_API, type TodoCounts } from '@etp/contracts';
import { useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { classesKeys } from './keys';

export const getTodoCounts = () => get<TodoCounts>(CLASSES_API.todo).then((r) => r.data);
export const useTodoCounts = () => useQuery({ queryKey: classesKeys.todo(), queryFn: getTodoCounts });
