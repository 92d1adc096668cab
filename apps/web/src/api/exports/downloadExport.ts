// GET /o/v1/exports/:id/file: the finished file (owner only), fetched with the token and saved.
import { EXPORTS_API, type ExportRow, pathWith } from '@etp/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadBlob } from '../download';

export const downloadExport = (row: Pick<ExportRow, 'id' | 'name'>) =>
  downloadBlob(pathWith(EXPORTS_API.file, { id: row.id }), `${row.name}.xlsx`);

export const useDownloadExport = () => useMutation({ mutationFn: downloadExport });
