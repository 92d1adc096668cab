// POST /a/v1/competitions/registrations/export: one competition's registrations (same filters, masked) with their
// results to the download centre.
import { COMPETITIONS_API } from '@etp/contracts';
import { queueExport } from '../exports/queueExport';
import type { RegistrationListParams } from './listRegistrations';

export const exportRegistrations = (competitionId: number, params: RegistrationListParams) =>
  queueExport<RegistrationListParams & { competition_id: number }>(COMPETITIONS_API.registrationsExport)({
    ...params,
    competition_id: competitionId,
  });
