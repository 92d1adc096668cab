// POST /a/v1/users/import (multipart "file"): all rows or none, with a row-level report.
import { type ImportReport, USERS_API } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../http';
import { usersKeys } from './keys';

export function importUsers(file: File) {
  const form = new FormData();
  form.append('file', file);
  return post<ImportReport>(USERS_API.import, form);
}

export function useImportUsers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importUsers,
    onSuccess: () => client.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
