// POST /a/v1/uploads (multipart "file"): a picture or document for content; answers its URL.
import { CONTENT_ADMIN_API, type UploadResult } from '@etp/contracts';
import { post } from '../http';

export function uploadContentFile(file: File) {
  const form = new FormData();
  form.append('file', file);
  return post<UploadResult>(CONTENT_ADMIN_API.uploads, form).then((r) => r.data);
}
