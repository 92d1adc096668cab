// Exam papers (back office): filters (course, keyword) paged by the server, the paper drawer (fixed or drawn), the
// server-computed total and question count, delete (refused while a test uses the paper).
import { PlusOutlined } from '@ant-design/icons';
import type { PaperRow } from '@etp/contracts';
import { Button, Card, Form, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { papersQuery } from '@/api/exams/papers';
import { can } from '@/components/access';
import { FilterButtons } from '@/components/admin/FilterButtons';
import { ListTable } from '@/components/admin/ListTable';
import { RowActions, useRowActions } from '@/components/admin/RowActions';
import { useAdminList } from '@/components/admin/useAdminList';
import { useFilterForm } from '@/components/admin/useFilterForm';
import { primaryRole, useSession } from '@/stores/session';
import { useCourseOptions } from './courses';
import { PaperDrawer, useDeletePaper, usePaperDialog } from './PaperDrawer';
import './i18n';
import { ChoiceFilter, KeywordFilter } from '@/components/admin/FilterFields';

type FilterValues = { course_id?: number; keyword?: string };

export function PaperScreen() {
  const { t } = useTranslation();
  const { t: tb } = useTranslation('bank');
  const user = useSession((s) => s.user);
  // The server's rule for writing papers: the admin role with the bank's edit permission.
  const canEdit = primaryRole(user) === 'admin' && can(user?.permissions ?? [], ['exam:bank:edit']);
  const list = useAdminList(papersQuery, { filters: ['course_id', 'keyword'] });
  const filters = useFilterForm<typeof list.params, FilterValues>(list, {
    toValues: (f) => ({ course_id: f.course_id ? Number(f.course_id) : undefined, keyword: f.keyword }),
    toFilters: (v) => ({ course_id: v.course_id ? String(v.course_id) : undefined, keyword: v.keyword }),
  });
  const courses = useCourseOptions();
  const dialog = usePaperDialog();
  const remove = useDeletePaper();
  const actions = useRowActions();
  const yesNo = (v: number) => (v ? tb('paper.yes') : tb('paper.no'));

  return (
    <Card
      title={t('views.project/paper')}
      data-view="project/paper"
      extra={
        canEdit && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() =>
              dialog.openCreate(list.filters.course_id ? { course_id: Number(list.filters.course_id) } : {})
            }
            data-testid="paper-create"
          >
            {tb('paper.create')}
          </Button>
        )
      }
    >
      <Form {...filters.formProps} layout="inline" style={{ rowGap: 8, marginBottom: 16 }}>
        <ChoiceFilter name="course_id" label={tb('course')} width={220} options={courses} searchable />
        <KeywordFilter label={tb('paper.name')} maxLength={50} />
        <FilterButtons onReset={filters.reset} />
      </Form>
      <ListTable<PaperRow>
        {...list.tableProps}
        rowKey="id"
        locale={{ emptyText: tb('paper.empty') }}
        columns={[
          {
            title: tb('paper.name'),
            dataIndex: 'name',
            render: (name: string) => <span data-testid="paper-row">{name}</span>,
          },
          { title: tb('course'), dataIndex: 'course_name' },
          {
            title: tb('paper.mode'),
            dataIndex: 'mode',
            render: (mode: PaperRow['mode']) => (
              <Tag color={mode === 'fixed' ? 'blue' : 'purple'}>{tb(`paper.modes.${mode}`)}</Tag>
            ),
          },
          { title: tb('paper.questionCount'), dataIndex: 'question_count', width: 70 },
          { title: tb('paper.total'), dataIndex: 'total_score', width: 70 },
          { title: tb('paper.passScore'), dataIndex: 'pass_score', width: 80 },
          {
            title: tb('paper.duration'),
            dataIndex: 'duration_minutes',
            render: (m: number) => `${m} ${tb('paper.minutes')}`,
          },
          { title: tb('paper.attempts'), dataIndex: 'attempts_allowed', width: 80 },
          { title: tb('paper.shuffleOptions'), dataIndex: 'shuffle_options', width: 90, render: yesNo },
          ...(canEdit
            ? [
                {
                  title: tb('actions'),
                  key: 'actions',
                  width: 120,
                  render: (_: unknown, row: PaperRow) => (
                    <RowActions
                      actions={[
                        actions.edit(() => dialog.openEdit(row), { testId: `paper-edit-${row.id}` }),
                        actions.remove(row.name, () => remove.mutateAsync(row.id)),
                      ]}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
      <PaperDrawer dialog={dialog} />
    </Card>
  );
}
