// Import questions: the shared import dialog with the bank's template, call and report columns (row, column, reason).
import type { QuestionImportReport } from '@etp/contracts';
import { useTranslation } from 'react-i18next';
import { useDownloadQuestionTemplate, useImportQuestions } from '@/api/exams/questionsFile';
import { ImportModal as SpreadsheetImport } from '@/components/admin/ImportModal';
import './i18n';

type Refusal = QuestionImportReport['refused'][number];

export function ImportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('bank');
  return (
    <SpreadsheetImport<Refusal>
      open={open}
      onClose={onClose}
      testId="question-import"
      template={useDownloadQuestionTemplate()}
      upload={useImportQuestions()}
      texts={{
        title: t('import.title'),
        hint: t('import.hint'),
        template: t('import.template'),
        drop: t('import.drop'),
        start: t('import.start'),
        done: (count) => t('import.done', { count }),
        refused: (count) => t('import.refused', { count }),
      }}
      rowKey={(row) => `${row.row}-${row.field}`}
      columns={[
        { title: t('import.row'), dataIndex: 'row', width: 80 },
        { title: t('import.field'), dataIndex: 'field', width: 120 },
        { title: t('import.reason'), dataIndex: 'reason' },
      ]}
    />
  );
}
