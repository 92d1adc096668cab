// POST /p/v1/collection/lookup: an application by its receipt number and the applicant's phone.
import { COLLECTION_API, type CollectionLookupResult } from '@etp/contracts';
import { post } from '../http';

export const lookupApplication = (body: { receipt_no: string; phone: string }) =>
  post<CollectionLookupResult>(COLLECTION_API.lookup, body, { silent: true }).then((r) => r.data);
