// GET /s/v1/theory-tests: the student's theory tests with what each still needs.
import { EXAMS_API, type MyTest } from '@etp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { examsKeys } from './keys';

export const listMyTests = () => get<MyTest[]>(EXAMS_API.myTests).then((r) => r.data);
export const myTestsQuery = () => queryOptions({ queryKey: examsKeys.myTests(), queryFn: listMyTests });
export const useMyTests = () => useQuery(myTestsQuery());
