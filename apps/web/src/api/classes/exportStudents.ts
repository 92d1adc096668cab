// POST /f/v1/students/export: queues the student list (same filters, masked) in the download centre.
import { ENROLMENTS_API } from '@etp/contracts';
import { queueExport } from '../exports/queueExport';
import type { StudentListParams } from './listStudents';

export const exportStudents = queueExport<StudentListParams>(ENROLMENTS_API.export);
