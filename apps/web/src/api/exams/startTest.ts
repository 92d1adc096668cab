// POST /s/v1/theory-tests/{id}/start: starts or resumes the attempt and answers its theoryToken.
import { EXAMS_API, type StartedAttempt } from '@etp/contracts';
import { useMutation } from '@tanstack/react-query';
import { post } from '../http';

export const startTest = (id: number) => post<StartedAttempt>(EXAMS_API.start(id)).then((r) => r.data);
export const useStartTest = () => useMutation({ mutationFn: startTest });
