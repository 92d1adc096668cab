// The bank by spreadsheet: GET the template, POST multipart "file" (all rows or none, with a row-level report), and
// POST the list's filters to queue the bank in the download centre.
import { EXAMS_API, type QuestionImportReport } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { downloadBlob } from '../download';
import { queueExport } from '../exports/queueExport';
import { post } from '../http';
import { examsKeys } from './keys';
import type { QuestionListParams } from './questions';

export const downloadQuestionTemplate = () => downloadBlob(EXAMS_API.questionsTemplate, 'questions-template.xlsx');
export const useDownloadQuestionTemplate = () => useMutation({ mutationFn: downloadQuestionTemplate });

export function importQuestions(file: File) {
  const form = new FormData();
  form.append('file', file);
  return post<QuestionImportReport>(EXAMS_API.questionsImport, form);
}
export function useImportQuestions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importQuestions,
    onSuccess: () => client.invalidateQueries({ queryKey: examsKeys.all }),
  });
}

export const exportQuestions = queueExport<QuestionListParams>(EXAMS_API.questionsExport);
