// Back-office view 'train/homework': a trainer sets homework for the classes they train and marks the answers; the
// class's teacher reads. The count of answers waiting for a mark is the trainer's to-do.
import { PlusOutlined } from '@ant-design/icons';
import type { HomeworkRow } from '@etp/contracts';
import { Alert, Button, Card, Form, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTodoCounts } from '@/api/classes/getTodoCounts';
import { useDeleteHomework } from '@/api/homework/deleteHomework';
import { type HomeworkListParams, homeworksQuery } from '@/api/homework/listHomeworks';
import { FilterButtons } from '@/components/admin/FilterButtons';
import { ListTable } from '@/components/admin/ListTable';
import { RowActions, useRowActions } from '@/components/admin/RowActions';
import { type FilterName, useAdminList } from '@/components/admin/useAdminList';
import { useFilterForm } from '@/components/admin/useFilterForm';
import { primaryRole, useSession } from '@/stores/session';
import { formatDateTime } from '@/utils/time';
import { AnswersDrawer } from '../staff/AnswersDrawer';
import { HomeworkDrawer, openHomeworkForEdit, useHomeworkDialog } from '../staff/HomeworkDrawer';
import '../staff/i18n';
import { KeywordFilter } from '@/components/admin/FilterFields';

const FILTERS: readonly FilterName<HomeworkListParams>[] = ['keyword', 'class_id'];

export default function TrainHomeworkView() {
  const { t } = useTranslation();
  const { t: th } = useTranslation('trainHomework');
  const { t: ta } = useTranslation('admin');
  const trainer = primaryRole(useSession((s) => s.user)) === 'trainer';
  const list = useAdminList(homeworksQuery, { filters: FILTERS });
  const filters = useFilterForm(list);
  const dialog = useHomeworkDialog();
  const remove = useDeleteHomework();
  const actions = useRowActions();
  const todo = useTodoCounts();
  const [open, setOpen] = useState<HomeworkRow | null>(null);

  return (
    <Card title={t('views.train/homework')} data-view="train/homework">
      {(todo.data?.homework_to_mark ?? 0) > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={th('toMarkTotal', { count: todo.data?.homework_to_mark })}
          data-testid="homework-to-mark"
        />
      )}
      <Form {...filters.formProps} layout="inline" className="admin-filters">
        <KeywordFilter label={th('keyword')} width={200} />
        <FilterButtons onReset={filters.reset} />
      </Form>
      {trainer && (
        <Space wrap style={{ margin: '16px 0' }}>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => dialog.openCreate()}
            data-testid="homework-create"
          >
            {th('create')}
          </Button>
        </Space>
      )}
      <ListTable<HomeworkRow>
        {...list.tableProps}
        size="middle"
        data-testid="homework-table"
        columns={[
          {
            title: th('title'),
            dataIndex: 'title',
            fixed: 'left',
            width: 240,
            render: (title: string, row) => (
              <Button
                type="link"
                style={{ paddingInline: 0 }}
                onClick={() => setOpen(row)}
                data-testid={`homework-open-${row.id}`}
              >
                {title}
              </Button>
            ),
          },
          { title: th('class'), dataIndex: 'class_name', width: 200 },
          { title: th('dueAt'), dataIndex: 'due_at', render: (v: string) => formatDateTime(v) },
          { title: th('fullScore'), dataIndex: 'full_score' },
          { title: th('handedIn'), key: 'handed', render: (_, row) => `${row.handed_in} / ${row.students}` },
          {
            title: th('toMark'),
            dataIndex: 'to_mark',
            render: (n: number) => (n > 0 ? <Tag color="magenta">{n}</Tag> : 0),
          },
          {
            title: ta('actions'),
            key: 'actions',
            fixed: 'right',
            width: 200,
            render: (_, row) => (
              <RowActions
                actions={[
                  {
                    key: 'answers',
                    label: th('answers'),
                    onClick: () => setOpen(row),
                    testId: `homework-answers-${row.id}`,
                  },
                  trainer && actions.edit(() => void openHomeworkForEdit(dialog, row)),
                  trainer && actions.remove(row.title, () => remove.mutateAsync(row.id)),
                ]}
              />
            ),
          },
        ]}
      />
      <HomeworkDrawer dialog={dialog} />
      <AnswersDrawer homework={open} canMark={trainer} onClose={() => setOpen(null)} />
    </Card>
  );
}
