// GET /f/v1/classes/students/import-template: the enrolment spreadsheet template.
import { CLASSES_API } from '@etp/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadBlob } from '../download';

export const downloadStudentTemplate = () => downloadBlob(CLASSES_API.importTemplate, 'students-template.xlsx');
export const useDownloadStudentTemplate = () => useMutation({ mutationFn: downloadStudentTemplate });
