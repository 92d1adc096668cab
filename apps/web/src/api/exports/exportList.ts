// POST /a/v1/exports/:kind: queues the export of a configuration list for the download centre.
import { EXPORTS_API, type ListExportKind, pathWith } from '@etp/contracts';
import { post } from '../http';
import type { ExportQueued } from './listExports';

export type { ListExportKind };

export const exportList = (kind: ListExportKind, filters: Record<string, string> = {}) =>
  post<ExportQueued>(pathWith(EXPORTS_API.list, { kind }), filters).then((r) => r.data);
