// POST /a/v1/users/export: queues an export (same filters as the list) in the download centre.
import { USERS_API } from '@etp/contracts';
import type { ExportQueued } from '../exports/listExports';
import { post } from '../http';
import type { UserListParams } from './listUsers';

export const exportUsers = ({ page: _page, size: _size, ...filters }: UserListParams) =>
  post<ExportQueued>(USERS_API.export, filters);
