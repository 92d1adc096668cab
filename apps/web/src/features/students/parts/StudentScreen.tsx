// The teacher's students: the masked list with an audited "show full", and the verification screen (verify one,
// remove unverified ones in batch; the server's partial answer lists who stayed and why).
import type { BatchRefusal, EnrolmentRow } from '@etp/contracts';
import { Alert, App, Button, Card, Form, Space, Table, Tag, Typography } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportStudents } from '@/api/classes/exportStudents';
import { type StudentListParams, studentsQuery } from '@/api/classes/listStudents';
import { useRemoveStudents } from '@/api/classes/removeStudents';
import { useConfirmAction } from '@/components/admin/confirm';
import { ExportButton } from '@/components/admin/ExportButton';
import { ListTable } from '@/components/admin/ListTable';
import { type FilterName, useAdminList } from '@/components/admin/useAdminList';
import { useFilterForm } from '@/components/admin/useFilterForm';
import { LazyFaceStudentDrawer } from '@/features/face';
import { primaryRole, useSession } from '@/stores/session';
import '../i18n';
import { FilterButtons } from '@/components/admin/FilterButtons';
import { ChoiceFilter, KeywordFilter } from '@/components/admin/FilterFields';
import { Revealable } from './Revealable';
import { VerifyModal } from './VerifyModal';

const FILTERS: readonly FilterName<StudentListParams>[] = ['keyword', 'verified', 'class_id'];

export function StudentScreen({ view }: { view: 'student/list' | 'student/verify' }) {
  const { t } = useTranslation();
  const { t: ts } = useTranslation('students');
  const { t: ta } = useTranslation('admin');
  const { message } = App.useApp();
  const verifying = view === 'student/verify';
  const teacher = primaryRole(useSession((s) => s.user)) === 'teacher';
  const list = useAdminList(studentsQuery, { filters: FILTERS });
  const filters = useFilterForm(list);
  const remove = useRemoveStudents();
  const confirm = useConfirmAction();
  const [selected, setSelected] = useState<number[]>([]);
  const [refused, setRefused] = useState<BatchRefusal[]>([]);
  const [faceOf, setFaceOf] = useState<{ id: number; name: string } | null>(null);
  const [checking, setChecking] = useState<EnrolmentRow | null>(null);

  const removeSelected = () =>
    confirm({
      content: ts('removeConfirm', { count: selected.length }),
      done: ts('removed'),
      action: async () => {
        const result = await remove.mutateAsync(selected);
        setSelected([]);
        setRefused(result.refused);
        if (result.refused.length) void message.warning(result.msg);
      },
    });

  return (
    <Card title={t(`views.${view}`)} data-view={view}>
      {verifying && <Alert type="info" showIcon message={ts('verifyHint')} style={{ marginBottom: 16 }} />}
      <Form {...filters.formProps} layout="inline" className="admin-filters" data-testid="student-filters">
        <KeywordFilter label={ts('keyword')} width={200} />
        <ChoiceFilter
          name="verified"
          label={ts('verified')}
          width={120}
          placeholder={ta('all')}
          data-testid="student-filter-verified"
          options={[
            { value: '0', label: ts('no') },
            { value: '1', label: ts('yes') },
          ]}
        />
        <FilterButtons onReset={filters.reset} searchTestId="student-filter-search" />
      </Form>
      <Space wrap style={{ margin: '16px 0' }}>
        {verifying && teacher && (
          <Button danger disabled={selected.length === 0} onClick={removeSelected} data-testid="students-remove">
            {ts('removeSelected')}
          </Button>
        )}
        <ExportButton run={() => exportStudents(list.params)} />
      </Space>
      {refused.length > 0 && (
        <Alert
          type="warning"
          closable
          onClose={() => setRefused([])}
          style={{ marginBottom: 12 }}
          message={ts('partialTitle')}
          data-testid="students-refused"
          description={
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={refused}
              columns={[
                { title: ts('name'), dataIndex: 'name' },
                { title: ts('reason'), dataIndex: 'reason' },
              ]}
            />
          }
        />
      )}
      <div>
        <ListTable<EnrolmentRow>
          {...list.tableProps}
          size="middle"
          locale={{ emptyText: ts('empty') }}
          data-testid="student-table"
          rowSelection={
            verifying && teacher
              ? {
                  selectedRowKeys: selected,
                  onChange: (keys) => setSelected(keys as number[]),
                  getCheckboxProps: (row) => ({ disabled: row.verified || row.studying }),
                }
              : undefined
          }
          columns={[
            { title: ts('name'), dataIndex: 'name', fixed: 'left' },
            {
              title: ts('idCard'),
              key: 'id_card',
              width: 230,
              render: (_, row) => <Revealable row={row} field="id_card" masked={row.id_card} />,
            },
            {
              title: ts('phone'),
              key: 'phone',
              width: 180,
              render: (_, row) => <Revealable row={row} field="phone" masked={row.phone} />,
            },
            { title: ts('gender'), dataIndex: 'gender', render: (g: string) => (g ? ts(`genders.${g}`) : '') },
            { title: ts('className'), dataIndex: 'class_name' },
            {
              title: ts('verified'),
              dataIndex: 'verified',
              render: (v: boolean) => <Tag color={v ? 'green' : 'orange'}>{v ? ts('yes') : ts('no')}</Tag>,
            },
            {
              title: ts('photo'),
              dataIndex: 'photo_on_file',
              render: (v: boolean) => (
                <Tag color={v ? 'green' : 'default'}>{v ? ts('photoOn') : ts('photoMissing')}</Tag>
              ),
            },
            {
              title: ts('studying'),
              dataIndex: 'studying',
              render: (v: boolean) => (v ? ts('studyingYes') : ts('studyingNo')),
            },
            ...(verifying && teacher
              ? [
                  {
                    title: ta('actions'),
                    key: 'actions',
                    width: 110,
                    fixed: 'right' as const,
                    render: (_: unknown, row: EnrolmentRow) =>
                      row.verified ? (
                        <Typography.Text type="secondary">{ts('verifiedDone')}</Typography.Text>
                      ) : !row.photo_on_file ? (
                        // The server verifies only with a photo on file: the teacher uploads one first.
                        <Button
                          size="small"
                          data-testid={`student-photo-${row.id}`}
                          onClick={() => setFaceOf({ id: row.student_id, name: row.name })}
                        >
                          {ts('uploadPhoto')}
                        </Button>
                      ) : (
                        // The photo beside the ID details, then the approval (VerifyModal).
                        <Button
                          size="small"
                          type="primary"
                          data-testid={`student-verify-${row.id}`}
                          onClick={() => setChecking(row)}
                        >
                          {ts('verify')}
                        </Button>
                      ),
                  },
                ]
              : []),
            ...(!verifying && teacher
              ? [
                  {
                    title: ta('actions'),
                    key: 'face',
                    fixed: 'right' as const,
                    render: (_: unknown, row: EnrolmentRow) => (
                      <Typography.Link
                        data-testid={`student-face-${row.id}`}
                        onClick={() => setFaceOf({ id: row.student_id, name: row.name })}
                      >
                        {ts('face')}
                      </Typography.Link>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </div>
      <VerifyModal
        row={checking}
        onClose={() => setChecking(null)}
        onUploadPhoto={(row) => {
          setChecking(null);
          setFaceOf({ id: row.student_id, name: row.name });
        }}
      />
      {faceOf && (
        <Suspense fallback={null}>
          <LazyFaceStudentDrawer student={faceOf} onClose={() => setFaceOf(null)} />
        </Suspense>
      )}
    </Card>
  );
}
