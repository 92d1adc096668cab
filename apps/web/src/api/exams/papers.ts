// Exam papers for the back office: GET /a/v1/exam-papers (paged, filtered), POST / PUT one, DELETE one.
import { EXAMS_API, type Page, type PaperInput, type PaperListQuery, type PaperRow } from '@etp/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { get, http, post, put } from '../http';
import { examsKeys } from './keys';

export type PaperListParams = Pick<PaperListQuery, 'page' | 'size'> & Partial<Record<'course_id' | 'keyword', string>>;

export const listPapers = (params: PaperListParams) =>
  get<Page<PaperRow>>(EXAMS_API.papers, { params, noLoading: true }).then((r) => r.data);

export const papersQuery = (params: PaperListParams) =>
  queryOptions({
    queryKey: examsKeys.papers(params),
    queryFn: () => listPapers(params),
    placeholderData: keepPreviousData,
  });

export const savePaper = ({ id, ...body }: PaperInput & { id?: number }) =>
  id ? put<PaperRow>(EXAMS_API.paper(id), body) : post<PaperRow>(EXAMS_API.papers, body);

export const deletePaper = (id: number) => http.delete(EXAMS_API.paper(id));
