// POST /f/v1/classes/export: queues the class list (same filters) in the download centre.
import { CLASSES_API } from '@etp/contracts';
import { queueExport } from '../exports/queueExport';
import type { ClassListParams } from './listClasses';

export const exportClasses = queueExport<ClassListParams>(CLASSES_API.export);
