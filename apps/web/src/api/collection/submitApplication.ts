// POST /p/v1/collection/applications: a startup-star application (public, captcha); answers the receipt number.
import { COLLECTION_API, type CollectionApplicationInput, type CollectionReceipt } from '@etp/contracts';
import { post } from '../http';

export const submitApplication = (body: CollectionApplicationInput) =>
  post<CollectionReceipt>(COLLECTION_API.submit, body, { silent: true }).then((r) => r.data);
