// POST /a/v1/competitions/{id}/results/import (multipart "file"): all rows or none, with a row-level report; and the
// template's download.
import { COMPETITIONS_API, pathWith, type ResultImportReport } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { downloadBlob } from '../download';
import { post } from '../http';
import { competitionsKeys } from './keys';

export function importResults({ id, file }: { id: number; file: File }) {
  const form = new FormData();
  form.append('file', file);
  return post<ResultImportReport>(pathWith(COMPETITIONS_API.resultsImport, { id }), form, { silent: true });
}

export function useImportResults() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importResults,
    onSuccess: () => client.invalidateQueries({ queryKey: competitionsKeys.all }),
  });
}

export const downloadResultsTemplate = (id: number) =>
  downloadBlob(pathWith(COMPETITIONS_API.resultsTemplate, { id }), 'results-template.xlsx');
