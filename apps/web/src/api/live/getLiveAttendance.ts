// GET /f/v1/live-sessions/{id}/attendance: who of the class watched, when and for how long (the ledger's credit).
import { LEARNING_API, type LiveAttendance } from '@etp/contracts';
import { useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { liveKeys } from './keys';

export const getLiveAttendance = (id: number) =>
  get<LiveAttendance>(LEARNING_API.liveAttendance(id), { noLoading: true }).then((r) => r.data);
export const useLiveAttendance = (id: number | null) =>
  useQuery({ queryKey: liveKeys.attendance(id ?? 0), queryFn: () => getLiveAttendance(id ?? 0), enabled: id !== null });
