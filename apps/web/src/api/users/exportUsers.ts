// POST /a/v1/users/export: queues an export (same filters as the list) in the download centre.
import { ACCOUNTS_API } from '../adminPaths';
import type { ExportQueued } from '../exports/listExports';
import { post } from '../http';
import type { UserListParams } from './listUsers';

export const exportUsers = ({ page: _page, size: _size, ...filters }: UserListParams) =>
  post<ExportQueued>(ACCOUNTS_API.userExport, filters);
