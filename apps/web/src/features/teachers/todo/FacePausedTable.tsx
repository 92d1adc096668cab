// Students of the institution whose study is paused after too many failed face checks; the teacher allows them again.
import type { PausedStudent } from '@etp/contracts';
import { Alert, App, Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePausedStudents, useResetFace } from '@/api/face/staff';
import { formatTime } from '@/components/admin/format';
import { ListTable } from '@/components/admin/ListTable';

export function FacePausedTable() {
  const { t } = useTranslation('todo');
  const { message } = App.useApp();
  const list = usePausedStudents();
  const reset = useResetFace();
  return (
    <>
      <Alert type="info" showIcon title={t('facePaused.hint')} style={{ marginBottom: 12 }} />
      <ListTable<PausedStudent>
        query={list}
        rowKey="user_id"
        size="small"
        loading={list.isLoading}
        dataSource={list.data ?? []}
        pagination={false}
        locale={{ emptyText: t('facePaused.empty') }}
        data-testid="face-paused-table"
        columns={[
          { title: t('facePaused.name'), dataIndex: 'name' },
          { title: t('facePaused.phone'), dataIndex: 'phone' },
          { title: t('facePaused.className'), dataIndex: 'class_name' },
          { title: t('facePaused.failures'), dataIndex: 'failures_in_row', width: 120 },
          {
            title: t('facePaused.lastCheck'),
            dataIndex: 'last_check_at',
            render: (value: string | null) => (value ? formatTime(value) : '-'),
          },
          {
            title: '',
            key: 'allow',
            width: 140,
            render: (_: unknown, row) => (
              <Popconfirm
                title={t('facePaused.allowConfirm')}
                onConfirm={() =>
                  reset
                    .mutateAsync(row.user_id)
                    .then(() => message.success(t('facePaused.allowed')))
                    .catch(() => undefined)
                }
              >
                <Button type="link" size="small" data-testid={`face-allow-${row.user_id}`}>
                  {t('facePaused.allow')}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </>
  );
}
