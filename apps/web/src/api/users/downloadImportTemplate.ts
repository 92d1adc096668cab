// GET /a/v1/users/import-template: the XLSX template, saved under the server's file name.
import { USERS_API } from '@etp/contracts';

import { useMutation } from '@tanstack/react-query';
import { downloadBlob } from '../download';

export const downloadImportTemplate = () => downloadBlob(USERS_API.importTemplate, 'users-template.xlsx');

export const useDownloadImportTemplate = () => useMutation({ mutationFn: downloadImportTemplate });
