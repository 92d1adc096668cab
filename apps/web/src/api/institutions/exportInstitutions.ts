// POST /a/v1/institutions/export: queues the institution list (same filters) in the download centre.
import { INSTITUTIONS_API } from '@etp/contracts';
import { queueExport } from '../exports/queueExport';
import type { InstitutionListParams } from './listInstitutions';

export const exportInstitutions = queueExport<InstitutionListParams>(INSTITUTIONS_API.export);
