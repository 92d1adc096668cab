// POST /f/v1/settlements/{id}/documents?kind= (multipart "file"): a scan for a draft or returned claim.
import { type ClaimDocument, SETTLEMENT_API } from '@etp/contracts';
import { post } from '../http';

export const uploadClaimDocument = (id: number, kind: 'sign_in' | 'bank_proof' | 'other', file: File) => {
  const form = new FormData();
  form.append('file', file);
  return post<ClaimDocument>(SETTLEMENT_API.documents(id), form, { params: { kind } }).then((r) => r.data);
};
