// POST /p/v1/collection/attachments (multipart "file"): a file for an application being written; answers its token.
import { COLLECTION_API, type CollectionAttachment } from '@etp/contracts';
import { post } from '../http';

export function uploadAttachment(file: File) {
  const form = new FormData();
  form.append('file', file);
  return post<CollectionAttachment>(COLLECTION_API.attachment, form, { silent: true }).then((r) => r.data);
}
