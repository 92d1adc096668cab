// Every answer of one survey as a download-centre export (one row per chosen option, text or rating).
import { MANAGER_ROLES, surveyExportParams } from '@etp/contracts';
import { defineExport } from '@/modules/exports/index.ts';
import type { SurveyService } from './service.ts';

export const SURVEY_PERMISSION = 'survey:manage';

export const surveyAnswersExport = (surveys: SurveyService) =>
  defineExport({
    kind: 'survey-answers',
    sheetName: ['问卷答卷', 'Survey answers'],
    access: { roles: MANAGER_ROLES, permission: SURVEY_PERMISSION },
    auditAction: 'survey.export',
    params: surveyExportParams,
    columns: [
      ['survey', '问卷', 'Survey', 30],
      ['responseId', '答卷编号', 'Response', 12],
      ['submittedAt', '提交时间', 'Submitted', 24],
      ['respondent', '作答人', 'Respondent', 12],
      ['position', '题号', 'No.', 8],
      ['question', '题目', 'Question', 40],
      ['kind', '题型', 'Type', 10],
      ['answer', '回答', 'Answer', 40],
    ],
    rows: (actor, params) => surveys.exportRows(actor, params),
  });
