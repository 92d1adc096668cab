// The student's settings page: GET/PUT /s/v1/student/profile (login name, phone) and POST /s/v1/student/avatar (one
// picture, multipart "file"). A change also updates the signed-in user's avatar in the session (the layouts show it).
import { STUDENTS_API, type StudentPhoneUpdate, type StudentProfile } from '@etp/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/stores/session';
import { get, post, put } from '../http';
import { studentsKeys } from './keys';

export const getStudentProfile = () => get<StudentProfile>(STUDENTS_API.profile).then((r) => r.data);
export const useStudentProfile = () => useQuery({ queryKey: studentsKeys.profile(), queryFn: getStudentProfile });

export const changeStudentPhone = (body: StudentPhoneUpdate) =>
  put<StudentProfile>(STUDENTS_API.profile, body).then((r) => r.data);

export function uploadStudentAvatar(file: Blob, name = 'avatar') {
  const form = new FormData();
  form.append('file', file, name);
  return post<StudentProfile>(STUDENTS_API.avatar, form).then((r) => r.data);
}

function useSaved() {
  const client = useQueryClient();
  return (profile: StudentProfile) => {
    client.setQueryData(studentsKeys.profile(), profile);
    const session = useSession.getState();
    if (session.user) session.setUser({ ...session.user, avatar: profile.avatar });
  };
}

export function useChangeStudentPhone() {
  const saved = useSaved();
  return useMutation({ mutationFn: changeStudentPhone, onSuccess: saved });
}

export function useUploadStudentAvatar() {
  const saved = useSaved();
  return useMutation({ mutationFn: (file: File) => uploadStudentAvatar(file, file.name), onSuccess: saved });
}
