// POST /f/v1/homework-files (multipart "file"): an attachment kept apart from public uploads; answers its id.
import { HOMEWORK_API, type HomeworkFile } from '@etp/contracts';
import { post } from '../http';

export function uploadHomeworkFile(file: File) {
  const form = new FormData();
  form.append('file', file);
  return post<HomeworkFile>(HOMEWORK_API.files, form).then((r) => r.data);
}
