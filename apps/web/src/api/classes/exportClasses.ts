// POST /f/v1/classes/export: queues the class list (same filters) in the download centre.
import { CLASSES_API } from '@etp/contracts';
import type { ExportQueued } from '../exports/listExports';
import { post } from '../http';
import type { ClassListParams } from './listClasses';

export const exportClasses = ({ page: _page, size: _size, ...filters }: ClassListParams) =>
  post<ExportQueued>(CLASSES_API.export, filters);
