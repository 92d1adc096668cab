// GET /s/v1/student: the signed-in student's detail (loaded for students only).
import { API, type StudentDetail } from '@etp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';

export const getStudentDetail = () => get<StudentDetail>(API.student).then((r) => r.data);

export const studentDetailQuery = () => queryOptions({ queryKey: ['student', 'detail'], queryFn: getStudentDetail });
export const useStudentDetail = (enabled = true) => useQuery({ ...studentDetailQuery(), enabled });
