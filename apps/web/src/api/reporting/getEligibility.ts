// GET /f/v1/classes/{id}/eligibility (a class's students with reasons) and /s/v1/eligibility (the student's own).
import { type ClassEligibility, type MyEligibilityItem, REPORTING_API } from '@etp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { reportingKeys } from './keys';

export const getClassEligibility = (classId: number) =>
  get<ClassEligibility>(REPORTING_API.classEligibility(classId), { noLoading: true }).then((r) => r.data);
export const classEligibilityQuery = (classId: number) =>
  queryOptions({ queryKey: reportingKeys.classEligibility(classId), queryFn: () => getClassEligibility(classId) });
export const useClassEligibility = (classId: number | null) =>
  useQuery({ ...classEligibilityQuery(classId ?? 0), enabled: classId !== null });

export const getMyEligibility = () => get<MyEligibilityItem[]>(REPORTING_API.myEligibility).then((r) => r.data);
export const useMyEligibility = () => useQuery({ queryKey: reportingKeys.mine(), queryFn: getMyEligibility });
