// POST /f/v1/leads/export: queues the lead list (same filters, masked) in the download centre.
import { SIGNUPS_API } from '@etp/contracts';
import { queueExport } from '../exports/queueExport';
import type { LeadListParams } from './listLeads';

export const exportLeads = queueExport<LeadListParams>(SIGNUPS_API.leadsExport);
