// POST /a/v1/users/import (multipart "file"): all rows or none, with a row-level report.
import type { ImportReport } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNTS_API } from '../adminPaths';
import { post } from '../http';

export function importUsers(file: File) {
  const form = new FormData();
  form.append('file', file);
  return post<ImportReport>(ACCOUNTS_API.userImport, form);
}

export function useImportUsers() {
  const client = useQueryClient();
  return useMutation({ mutationFn: importUsers, onSuccess: () => client.invalidateQueries({ queryKey: ['users'] }) });
}
