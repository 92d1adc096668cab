// The class table: what the role may do with each class depends on its status (the server checks again).
import { type ClassRow, EDITABLE_STATUSES, type Role } from '@etp/contracts';
import { Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeleteClass } from '@/api/classes/deleteClass';
import type { ClassListParams } from '@/api/classes/listClasses';
import { useMoveClass } from '@/api/classes/moveClass';
import { useConfirmAction } from '@/components/admin/confirm';
import { ListTable } from '@/components/admin/ListTable';
import { type RowAction, RowActions, useRowActions } from '@/components/admin/RowActions';
import type { AdminList } from '@/components/admin/useAdminList';
import { StatusTag } from './StatusTag';

interface Props {
  list: AdminList<ClassListParams, ClassRow>;
  role: Role;
  onOpen: (row: ClassRow) => void;
  onEdit?: (row: ClassRow) => void;
  onReject?: (row: ClassRow) => void;
}

const editable = (row: ClassRow) => (EDITABLE_STATUSES as readonly string[]).includes(row.status);

export function ClassTable({ list, role, onOpen, onEdit, onReject }: Props) {
  const { t } = useTranslation('classes');
  const { t: ta } = useTranslation('admin');
  const move = useMoveClass();
  const remove = useDeleteClass();
  const actions = useRowActions();
  const confirm = useConfirmAction();
  const reviewer = role === 'admin' || role === 'province' || role === 'city' || role === 'area';

  const rowActions = (row: ClassRow): (RowAction | false)[] => [
    { key: 'open', label: t('detail'), onClick: () => onOpen(row), testId: `class-open-${row.id}` },
    role === 'teacher' &&
      editable(row) &&
      onEdit !== undefined &&
      actions.edit(() => onEdit(row), { testId: `class-edit-${row.id}` }),
    role === 'teacher' &&
      editable(row) && {
        key: 'submit',
        label: t('submit'),
        testId: `class-submit-${row.id}`,
        onClick: () =>
          confirm({
            title: t('submit'),
            content: t('confirmSubmit', { name: row.name }),
            okText: t('submit'),
            done: t('submitted'),
            action: () => move.mutateAsync({ id: row.id, action: 'submit' }),
          }),
      },
    role === 'teacher' &&
      row.status === 'running' && {
        key: 'finish',
        label: t('finish'),
        testId: `class-finish-${row.id}`,
        onClick: () =>
          confirm({
            title: t('finish'),
            content: t('confirmFinish', { name: row.name }),
            okText: t('finish'),
            done: t('finishedDone'),
            action: () => move.mutateAsync({ id: row.id, action: 'finish' }),
          }),
      },
    reviewer &&
      row.status === 'pending' && {
        key: 'approve',
        label: t('approve'),
        testId: `class-approve-${row.id}`,
        onClick: () =>
          confirm({
            title: t('approve'),
            content: t('confirmApprove', { name: row.name }),
            okText: t('approve'),
            done: t('approved'),
            action: () => move.mutateAsync({ id: row.id, action: 'approve' }),
          }),
      },
    reviewer &&
      row.status === 'pending' &&
      onReject !== undefined && {
        key: 'reject',
        label: t('reject'),
        onClick: () => onReject(row),
        testId: `class-reject-${row.id}`,
      },
    role === 'teacher' &&
      row.status === 'draft' &&
      row.enrolled === 0 &&
      actions.remove(row.name, () => remove.mutateAsync(row.id), { testId: `class-delete-${row.id}` }),
  ];

  return (
    <ListTable<ClassRow>
      {...list.tableProps}
      size="middle"
      locale={{ emptyText: t('empty') }}
      data-testid="class-table"
      columns={[
        {
          title: t('name'),
          dataIndex: 'name',
          fixed: 'left',
          render: (name: string, row) => (
            <Typography.Link onClick={() => onOpen(row)} data-testid={`class-name-${row.id}`}>
              {name}
            </Typography.Link>
          ),
        },
        {
          title: t('statusLabel'),
          dataIndex: 'status',
          render: (_, row) =>
            row.status === 'rejected' && row.reject_reason ? (
              <Tooltip title={t('reasonOf', { reason: row.reject_reason })}>
                <span>
                  <StatusTag status={row.status} />
                </span>
              </Tooltip>
            ) : (
              <StatusTag status={row.status} />
            ),
        },
        { title: t('course'), dataIndex: 'course_name' },
        ...(role === 'teacher' || role === 'trainer'
          ? []
          : [{ title: t('institution'), dataIndex: 'institution_name' }]),
        { title: t('region'), dataIndex: 'region_name' },
        {
          title: t('dates'),
          key: 'dates',
          render: (_: unknown, row: ClassRow) => `${row.start_date ?? ''} ~ ${row.end_date ?? ''}`,
        },
        { title: t('size'), key: 'size', render: (_: unknown, row: ClassRow) => `${row.enrolled} / ${row.capacity}` },
        { title: t('modeLabel'), dataIndex: 'mode', width: 170, render: (mode: ClassRow['mode']) => t(`mode.${mode}`) },
        {
          title: ta('actions'),
          key: 'actions',
          fixed: 'right',
          width: 220,
          render: (_: unknown, row: ClassRow) => <RowActions actions={rowActions(row)} />,
        },
      ]}
    />
  );
}
