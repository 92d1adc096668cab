// The admin's course catalogue: list with filters, the course drawer, publish/withdraw/delete, and the outline editor.
// Regional administrators see the same list without the buttons that change it (the server refuses them anyway).
import { PlusOutlined } from '@ant-design/icons';
import { COURSE_STATUSES, type CourseRow } from '@etp/contracts';
import { Button, Card, Form, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { coursesQuery } from '@/api/courses/listCourses';
import { useMoveCourse } from '@/api/courses/moveCourse';
import { useConfirmAction } from '@/components/admin/confirm';
import { ChoiceFilter, KeywordFilter } from '@/components/admin/FilterFields';
import { formatTime } from '@/components/admin/format';
import { ListTable } from '@/components/admin/ListTable';
import { type RowAction, RowActions, useRowActions } from '@/components/admin/RowActions';
import { useAdminList } from '@/components/admin/useAdminList';
import { useFilterForm } from '@/components/admin/useFilterForm';
import { primaryRole, useSession } from '@/stores/session';
import { formatDuration } from '../i18n';
import { CourseDrawer, useCourseDialog } from './CourseDrawer';
import { OutlineDrawer } from './OutlineDrawer';

export function CourseScreen() {
  const { t } = useTranslation();
  const { t: tc } = useTranslation('courses');
  const { t: ta } = useTranslation('admin');
  const admin = primaryRole(useSession((s) => s.user)) === 'admin';
  const list = useAdminList(coursesQuery, { filters: ['keyword', 'status'] });
  const filters = useFilterForm(list);
  const dialog = useCourseDialog();
  const move = useMoveCourse();
  const actions = useRowActions();
  const confirm = useConfirmAction();
  const [outline, setOutline] = useState<CourseRow | null>(null);

  const rowActions = (row: CourseRow): (RowAction | false)[] => [
    { key: 'outline', label: tc('outline'), onClick: () => setOutline(row), testId: `course-outline-${row.id}` },
    admin && actions.edit(() => dialog.openEdit(row), { testId: `course-edit-${row.id}` }),
    admin &&
      row.status === 'draft' && {
        key: 'publish',
        label: tc('publish'),
        testId: `course-publish-${row.id}`,
        onClick: () =>
          confirm({
            title: tc('publish'),
            content: tc('confirmPublish', { name: row.name }),
            okText: tc('publish'),
            done: tc('published'),
            action: () => move.mutateAsync({ id: row.id, action: 'publish' }),
          }),
      },
    admin &&
      row.status === 'published' &&
      row.class_count === 0 && {
        key: 'unpublish',
        label: tc('unpublish'),
        onClick: () =>
          confirm({
            title: tc('unpublish'),
            content: tc('confirmUnpublish', { name: row.name }),
            okText: tc('unpublish'),
            done: tc('unpublished'),
            action: () => move.mutateAsync({ id: row.id, action: 'unpublish' }),
          }),
      },
    admin &&
      row.class_count === 0 &&
      actions.remove(row.name, () => move.mutateAsync({ id: row.id, action: 'delete' })),
  ];

  return (
    <Card
      title={t('views.project/course')}
      data-view="project/course"
      extra={
        admin && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => dialog.openCreate()}
            data-testid="course-create"
          >
            {tc('create')}
          </Button>
        )
      }
    >
      <Form {...filters.formProps} layout="inline" style={{ rowGap: 8, marginBottom: 16 }}>
        <KeywordFilter label={tc('keyword')} maxLength={50} data-testid="course-keyword" />
        <ChoiceFilter
          name="status"
          label={tc('statusLabel')}
          width={140}
          options={COURSE_STATUSES.map((s) => ({ value: s, label: tc(`status.${s}`) }))}
        />
        <Space>
          <Button type="primary" htmlType="submit">
            {ta('search')}
          </Button>
          <Button onClick={filters.reset}>{ta('reset')}</Button>
        </Space>
      </Form>
      <ListTable<CourseRow>
        {...list.tableProps}
        locale={{ emptyText: tc('empty') }}
        columns={[
          {
            title: tc('name'),
            dataIndex: 'name',
            render: (name: string, row) => (
              <Space>
                {row.cover && <img src={row.cover} alt="" width={48} height={27} style={{ objectFit: 'cover' }} />}
                <span>{name}</span>
              </Space>
            ),
          },
          {
            title: tc('statusLabel'),
            dataIndex: 'status',
            render: (s: CourseRow['status']) => (
              <Tag color={s === 'published' ? 'green' : 'default'}>{tc(`status.${s}`)}</Tag>
            ),
          },
          { title: tc('requiredHours'), dataIndex: 'required_hours' },
          { title: tc('chapters'), dataIndex: 'chapter_count' },
          { title: tc('lessons'), dataIndex: 'lesson_count' },
          { title: tc('videoLength'), dataIndex: 'video_seconds', render: (v: number) => formatDuration(v) },
          { title: tc('classes'), dataIndex: 'class_count' },
          { title: tc('updatedAt'), dataIndex: 'updated_at', render: (v: string) => formatTime(v) },
          {
            title: tc('actions'),
            key: 'actions',
            render: (_, row) => <RowActions actions={rowActions(row)} />,
          },
        ]}
      />
      <CourseDrawer dialog={dialog} />
      <OutlineDrawer course={outline} editable={admin} onClose={() => setOutline(null)} />
    </Card>
  );
}
