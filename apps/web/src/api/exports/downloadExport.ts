// GET /o/v1/exports/:id/file: the finished file (owner only), fetched with the token and saved.
import type { ExportRow } from '@etp/contracts';
import { useMutation } from '@tanstack/react-query';
import { ACCOUNTS_API, pathWith } from '../adminPaths';
import { downloadBlob } from '../download';

export const downloadExport = (row: Pick<ExportRow, 'id' | 'name'>) =>
  downloadBlob(pathWith(ACCOUNTS_API.exportFile, { id: row.id }), `${row.name}.xlsx`);

export const useDownloadExport = () => useMutation({ mutationFn: downloadExport });
