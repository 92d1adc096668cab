// The student's face calls: status, registration and compares (multipart "file" parts). A failed compare resolves
// with body code 500 and compare_error_num (http.ts passes it through); refusals reject with the server's message.
import {
  FACE_API,
  FACE_COMPARE_FAILED_CODE,
  type FaceCompareFailed,
  type FaceComparePurpose,
  type FacePassed,
  type FaceStatus,
} from '@etp/contracts';
import { useQuery } from '@tanstack/react-query';
import { get, post } from '../http';
import { faceKeys } from './keys';

export type FaceOutcome =
  | { passed: true; data: FacePassed; msg: string }
  | { passed: false; data: FaceCompareFailed; msg: string };

export const getFaceStatus = () => get<FaceStatus>(FACE_API.status).then((r) => r.data);
export const useFaceStatus = (enabled = true) =>
  useQuery({ queryKey: faceKeys.status(), queryFn: getFaceStatus, enabled });

function formOf(frames: Blob[], fields: Record<string, string | undefined>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  frames.forEach((frame, i) => {
    form.append('file', frame, `frame${i}.jpg`);
  });
  return form;
}

/** Outcome of a compare or a public verify: the envelope's data with its msg. */
function outcomeOf(body: { code: number; msg: string; data: unknown }): FaceOutcome {
  return body.code === FACE_COMPARE_FAILED_CODE
    ? { passed: false, data: body.data as FaceCompareFailed, msg: body.msg }
    : { passed: true, data: body.data as FacePassed, msg: body.msg };
}

export const registerFace = (frames: Blob[]) =>
  post<{ registered: true; verified: boolean }>(FACE_API.register, formOf(frames, {}), {
    silent: true,
    noLoading: true,
  });

export const compareFace = (frames: Blob[], purpose: FaceComparePurpose, lessonId?: number) =>
  post<unknown>(
    FACE_API.compare,
    formOf(frames, { purpose, lesson_id: lessonId === undefined ? undefined : String(lessonId) }),
    { silent: true, noLoading: true },
  ).then(outcomeOf);

export const publicVerifyFace = (frames: Blob[], ticket: string) =>
  post<unknown>(FACE_API.publicVerify, formOf(frames, { ticket }), { silent: true, noLoading: true }).then(outcomeOf);
