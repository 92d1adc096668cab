// POST /a/v1/uploads (multipart "file"): one picture or document; answers its URL.
import { UPLOADS_API, type UploadResult } from '@etp/contracts';
import { useMutation } from '@tanstack/react-query';
import { post } from '../http';

export function uploadFile(file: File) {
  const form = new FormData();
  form.append('file', file);
  return post<UploadResult>(UPLOADS_API.upload, form).then((r) => r.data);
}

export const useUploadFile = () => useMutation({ mutationFn: uploadFile });
