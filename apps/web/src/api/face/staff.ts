// The teacher's face calls: the paused students (to-do), allowing one again, a student's photo and check history.
import { FACE_API, type FaceCheckRow, type FaceIdentified, type FaceWaiver, type PausedStudent } from '@etp/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { classesKeys } from '../classes/keys';
import type { HttpResponse } from '../client';
import { get, http, post } from '../http';
import { reportingKeys } from '../reporting/keys';
import { faceKeys } from './keys';

export const usePausedStudents = () =>
  useQuery({ queryKey: faceKeys.paused(), queryFn: () => get<PausedStudent[]>(FACE_API.paused).then((r) => r.data) });

export function useResetFace() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => post<null>(FACE_API.reset(id)),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: faceKeys.all }),
        client.invalidateQueries({ queryKey: classesKeys.todo() }),
      ]),
  });
}

export const useFaceChecks = (id: number | null) =>
  useQuery({
    queryKey: faceKeys.checks(id ?? 0),
    queryFn: () => get<FaceCheckRow[]>(FACE_API.checks(id ?? 0)).then((r) => r.data),
    enabled: id !== null,
  });

export function uploadFacePhoto({ id, file }: { id: number; file: File }) {
  const form = new FormData();
  form.append('file', file);
  return post<{ registered: true }>(FACE_API.teacherPhoto(id), form);
}

/** /faceRecognition step one: name + ID number (errors are shown by the page). */
export const identifyForFace = (body: { name: string; id_card: string }) =>
  post<FaceIdentified>(FACE_API.publicIdentify, body, { silent: true });

/** The teacher waives a student's face verification for a class, with a reason (eligibility counts it). */
export function useWaiveFace() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ classId, studentId, reason }: { classId: number; studentId: number; reason: string }) =>
      post<FaceWaiver>(FACE_API.waiver(classId), { student_id: studentId, reason }),
    onSuccess: () => client.invalidateQueries({ queryKey: reportingKeys.all }),
  });
}

/** The registered photo of a student as an object URL (the request carries the session; the server audits the look). */
export function useFacePhoto(id: number | null) {
  const query = useQuery({
    queryKey: faceKeys.photo(id ?? 0),
    queryFn: async () => {
      const response = (await http.get<Blob>(FACE_API.teacherPhoto(id ?? 0), {
        responseType: 'blob',
      })) as unknown as HttpResponse<Blob>;
      return URL.createObjectURL(response.data);
    },
    enabled: id !== null,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
  const url = query.data;
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return query;
}
