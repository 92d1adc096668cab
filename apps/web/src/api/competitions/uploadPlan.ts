// POST /p/v1/competitions/uploads (multipart "file"): a business plan, PDF only (checked by its bytes).
import { COMPETITIONS_PUBLIC_API, type CompetitionUpload } from '@etp/contracts';
import { post } from '../http';

export function uploadPlan(file: File) {
  const form = new FormData();
  form.append('file', file);
  return post<CompetitionUpload>(COMPETITIONS_PUBLIC_API.upload, form, { noLoading: true, silent: true }).then(
    (r) => r.data,
  );
}
