// POST /a/v1/users/export: queues an export (same filters as the list) in the download centre.
import { USERS_API } from '@etp/contracts';
import { queueExport } from '../exports/queueExport';
import type { UserListParams } from './keys';

export const exportUsers = queueExport<UserListParams>(USERS_API.export);
