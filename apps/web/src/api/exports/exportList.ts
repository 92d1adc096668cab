// POST /a/v1/exports/:kind: queues the export of a configuration list for the download centre.
import { ACCOUNTS_API, pathWith } from '../adminPaths';
import { post } from '../http';
import type { ExportQueued } from './listExports';

export type ListExportKind =
  | 'roles'
  | 'menus'
  | 'dict-items'
  | 'regions'
  | 'sites'
  | 'sessions'
  | 'features'
  | 'announcements';

export const exportList = (kind: ListExportKind, filters: Record<string, string> = {}) =>
  post<ExportQueued>(pathWith(ACCOUNTS_API.listExport, { kind }), filters).then((r) => r.data);
