// POST /f/v1/classes/{id}/students/import (multipart "file"): all rows or none, with the initial passwords.
import { CLASSES_API, type EnrolmentImportReport } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../http';
import { classesKeys } from './keys';

export function importStudents({ classId, file }: { classId: number; file: File }) {
  const form = new FormData();
  form.append('file', file);
  return post<EnrolmentImportReport>(CLASSES_API.importStudents(classId), form);
}

export function useImportStudents() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importStudents,
    onSuccess: () => client.invalidateQueries({ queryKey: classesKeys.all }),
  });
}
