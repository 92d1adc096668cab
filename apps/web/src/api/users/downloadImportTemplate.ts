// GET /a/v1/users/import-template: the XLSX template, saved under the server's file name.

import { useMutation } from '@tanstack/react-query';
import { ACCOUNTS_API } from '../adminPaths';
import { downloadBlob } from '../download';

export const downloadImportTemplate = () => downloadBlob(ACCOUNTS_API.userImportTemplate, 'users-template.xlsx');

export const useDownloadImportTemplate = () => useMutation({ mutationFn: downloadImportTemplate });
