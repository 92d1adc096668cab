// POST /f/v1/students/export: queues the student list (same filters, masked) in the download centre.
import { ENROLMENTS_API } from '@etp/contracts';
import type { ExportQueued } from '../exports/listExports';
import { post } from '../http';
import type { StudentListParams } from './listStudents';

export const exportStudents = ({ page: _page, size: _size, ...filters }: StudentListParams) =>
  post<ExportQueued>(ENROLMENTS_API.export, filters);
