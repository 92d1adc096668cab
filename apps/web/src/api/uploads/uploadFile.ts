// POST /a/v1/uploads (multipart "file"): one picture or document; answers its URL.
import type { UploadResult } from '@etp/contracts';
import { useMutation } from '@tanstack/react-query';
import { UPLOADS_API } from '../adminPaths';
import { post } from '../http';

export function uploadFile(file: File) {
  const form = new FormData();
  form.append('file', file);
  return post<UploadResult>(UPLOADS_API, form).then((r) => r.data);
}

export const useUploadFile = () => useMutation({ mutationFn: uploadFile });
