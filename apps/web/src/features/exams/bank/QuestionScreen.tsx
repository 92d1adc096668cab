// The question bank (back office): filters (course, chapter, type, difficulty, keyword) paged by the server, the
// question drawer, delete (refused while a paper uses the question), spreadsheet import and export of the filtered
// bank to the download centre. Only those with the bank's edit right see the buttons that change it.
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { DIFFICULTIES, QUESTION_TYPES, type QuestionRow } from '@etp/contracts';
import { Button, Card, Form, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { questionsQuery } from '@/api/exams/questions';
import { exportQuestions } from '@/api/exams/questionsFile';
import { can } from '@/components/access';
import { ExportButton } from '@/components/admin/ExportButton';
import { FilterButtons } from '@/components/admin/FilterButtons';
import { ListTable } from '@/components/admin/ListTable';
import { RowActions, useRowActions } from '@/components/admin/RowActions';
import { useAdminList } from '@/components/admin/useAdminList';
import { useFilterForm } from '@/components/admin/useFilterForm';
import { primaryRole, useSession } from '@/stores/session';
import { stemText, useChapterOptions, useCourseOptions } from './courses';
import { ImportModal } from './ImportModal';
import { QuestionDrawer, useDeleteQuestion, useQuestionDialog } from './QuestionDrawer';
import './i18n';
import { ChoiceFilter, KeywordFilter } from '@/components/admin/FilterFields';

const TYPE_COLORS = { single: 'blue', multiple: 'geekblue', judge: 'green', blank: 'orange', short: 'purple' } as const;

type FilterValues = { course_id?: number; chapter_id?: number; type?: string; difficulty?: number; keyword?: string };

export function QuestionScreen() {
  const { t } = useTranslation();
  const { t: tb } = useTranslation('bank');
  const user = useSession((s) => s.user);
  // The server's rule for writing the bank: the admin role with its edit permission.
  const canEdit = primaryRole(user) === 'admin' && can(user?.permissions ?? [], ['exam:bank:edit']);
  const list = useAdminList(questionsQuery, { filters: ['course_id', 'chapter_id', 'type', 'difficulty', 'keyword'] });
  const filters = useFilterForm<typeof list.params, FilterValues>(list, {
    toValues: (f) => ({
      course_id: f.course_id ? Number(f.course_id) : undefined,
      chapter_id: f.chapter_id ? Number(f.chapter_id) : undefined,
      type: f.type,
      difficulty: f.difficulty ? Number(f.difficulty) : undefined,
      keyword: f.keyword,
    }),
    toFilters: (v) => ({
      course_id: v.course_id ? String(v.course_id) : undefined,
      chapter_id: v.course_id && v.chapter_id ? String(v.chapter_id) : undefined,
      type: v.type,
      difficulty: v.difficulty ? String(v.difficulty) : undefined,
      keyword: v.keyword,
    }),
  });
  const courses = useCourseOptions();
  const courseName = new Map(courses.map((c) => [c.value, c.label]));
  const dialog = useQuestionDialog();
  const remove = useDeleteQuestion();
  const actions = useRowActions();
  const [importing, setImporting] = useState(false);

  return (
    <Card title={t('views.project/question')} data-view="project/question">
      <Form {...filters.formProps} layout="inline" style={{ rowGap: 8, marginBottom: 16 }}>
        <ChoiceFilter
          name="course_id"
          label={tb('course')}
          width={220}
          options={courses}
          searchable
          onChange={() => filters.form.setFieldValue('chapter_id', undefined)}
          data-testid="question-filter-course"
        />
        <Form.Item noStyle dependencies={['course_id']}>
          {({ getFieldValue }) => <ChapterFilter courseId={getFieldValue('course_id')} />}
        </Form.Item>
        <ChoiceFilter
          name="type"
          label={tb('type')}
          width={130}
          options={QUESTION_TYPES.map((type) => ({ value: type, label: tb(`types.${type}`) }))}
        />
        <ChoiceFilter
          name="difficulty"
          label={tb('difficulty')}
          width={100}
          options={DIFFICULTIES.map((d) => ({ value: d, label: tb(`difficulties.${d}`) }))}
        />
        <KeywordFilter label={tb('keyword')} maxLength={50} data-testid="question-keyword" />
        <FilterButtons onReset={filters.reset} searchTestId="question-search" />
      </Form>
      <Space wrap style={{ marginBottom: 16 }}>
        {canEdit && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() =>
              dialog.openCreate(list.filters.course_id ? { course_id: Number(list.filters.course_id) } : {})
            }
            data-testid="question-create"
          >
            {tb('question.create')}
          </Button>
        )}
        {canEdit && (
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="question-import">
            {tb('import.button')}
          </Button>
        )}
        <ExportButton run={() => exportQuestions(list.params)} />
      </Space>
      <ListTable<QuestionRow>
        {...list.tableProps}
        rowKey="id"
        locale={{ emptyText: tb('question.empty') }}
        columns={[
          {
            title: tb('question.stem'),
            dataIndex: 'stem',
            ellipsis: true,
            render: (stem: string) => <span data-testid="question-row">{stemText(stem)}</span>,
          },
          {
            title: tb('type'),
            dataIndex: 'type',
            width: 100,
            render: (type: QuestionRow['type']) => <Tag color={TYPE_COLORS[type]}>{tb(`types.${type}`)}</Tag>,
          },
          {
            title: tb('difficulty'),
            dataIndex: 'difficulty',
            width: 70,
            render: (d: number) => tb(`difficulties.${d}`),
          },
          {
            title: tb('course'),
            dataIndex: 'course_id',
            width: 180,
            ellipsis: true,
            render: (id: number) => courseName.get(id) ?? id,
          },
          {
            title: tb('chapter'),
            dataIndex: 'chapter_title',
            width: 140,
            ellipsis: true,
            render: (title: string) => title || '—',
          },
          {
            title: tb('question.answer'),
            dataIndex: 'answer',
            width: 140,
            ellipsis: true,
            render: (answer: string[], row) =>
              row.type === 'judge'
                ? tb(answer[0] === 'T' ? 'question.judgeTrue' : 'question.judgeFalse')
                : row.type === 'short'
                  ? stemText(answer[0] ?? '', 30)
                  : answer.join(row.type === 'blank' ? '；' : ''),
          },
          ...(canEdit
            ? [
                {
                  title: tb('actions'),
                  key: 'actions',
                  width: 120,
                  render: (_: unknown, row: QuestionRow) => (
                    <RowActions
                      actions={[
                        actions.edit(() => dialog.openEdit(row), { testId: `question-edit-${row.id}` }),
                        actions.remove(stemText(row.stem, 30), () => remove.mutateAsync(row.id)),
                      ]}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
      <QuestionDrawer dialog={dialog} />
      <ImportModal open={importing} onClose={() => setImporting(false)} />
    </Card>
  );
}

function ChapterFilter({ courseId }: { courseId?: number }) {
  const { t } = useTranslation('bank');
  const chapters = useChapterOptions(courseId);
  return (
    <ChoiceFilter
      name="chapter_id"
      label={t('chapter')}
      width={180}
      options={chapters}
      disabled={!courseId}
      placeholder={t('allChapters')}
    />
  );
}
