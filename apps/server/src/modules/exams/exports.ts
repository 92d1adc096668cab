// The question bank (the list's filters) as a download-centre export, in the import template's columns, so an
// exported bank can be corrected and imported again.
import { questionListQuery } from '@etp/contracts';
import { defineExport } from '@/modules/exports/index.ts';
import { QUESTION_COLUMNS, sheetRowOf } from './import.ts';
import type { QuestionService } from './questions.service.ts';

type Row = ReturnType<typeof sheetRowOf> & { id: string; chapter_title: string };

export const questionsExport = (questions: QuestionService) =>
  defineExport<Row, ReturnType<typeof params.parse>>({
    kind: 'exam_questions',
    sheetName: ['题库', 'Question bank'],
    access: { roles: ['admin', 'teacher', 'trainer'], permission: 'exam:bank:list' },
    auditAction: 'exam_question.export',
    params,
    columns: [
      ['id', '试题编号', 'Question no.', 10],
      ...QUESTION_COLUMNS.map((c) => [c.key, c.header, c.key, c.width] as const),
      ['chapter_title', '章节', 'Chapter', 24],
    ],
    rows: async (_actor, filters) =>
      (await questions.exportRows(filters)).map((q) => ({
        ...sheetRowOf(q),
        id: String(q.id),
        chapter_title: q.chapter_title,
      })),
  });

const params = questionListQuery.omit({ page: true, size: true }).partial();
