// POST /a/v1/collection/applications/export: the applications (list filters) to the download centre.
import { COLLECTION_API } from '@etp/contracts';
import { queueExport } from '../exports/queueExport';
import type { CollectionParams } from './keys';

export const exportApplications = queueExport<CollectionParams>(COLLECTION_API.export);
