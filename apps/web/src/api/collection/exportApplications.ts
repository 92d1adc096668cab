// POST /a/v1/collection/applications/export: the applications (list filters) to the download centre.
import { COLLECTION_API } from '@etp/contracts';
import { post } from '../http';
import type { CollectionParams } from './listApplications';

export const exportApplications = ({ page: _page, size: _size, ...filters }: CollectionParams) =>
  post<{ id: number }>(COLLECTION_API.export, filters);
