// The teacher's face panel for one student: upload the registered photo and read the check history (reading it is
// audited on the server; no capture leaves it).
import type { FaceCheckRow } from '@etp/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Drawer, Table, Tag, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { classesKeys } from '@/api/classes/keys';
import { faceKeys } from '@/api/face/keys';
import { uploadFacePhoto, useFaceChecks } from '@/api/face/staff';
import { formatTime } from '@/components/admin/format';
import './i18n';

const RESULT_COLORS = { pass: 'green', fail: 'red', refused: 'orange' } as Record<string, string>;

export default function FaceStudentDrawer({
  student,
  onClose,
}: {
  student: { id: number; name: string };
  onClose: () => void;
}) {
  const { t } = useTranslation('face');
  const { message } = App.useApp();
  const client = useQueryClient();
  const checks = useFaceChecks(student.id);
  const upload = async (file: File) => {
    await uploadFacePhoto({ id: student.id, file })
      .then(() => message.success(t('staff.uploaded')))
      .catch(() => undefined);
    // The roster shows whether a photo is on file (verification needs one).
    await Promise.all([
      client.invalidateQueries({ queryKey: faceKeys.all }),
      client.invalidateQueries({ queryKey: classesKeys.all }),
    ]);
    return false;
  };
  return (
    <Drawer
      open
      title={t('staff.title', { name: student.name })}
      onClose={onClose}
      width={Math.min(640, window.innerWidth)}
    >
      <Upload accept="image/jpeg,image/png,image/webp" showUploadList={false} beforeUpload={(file) => upload(file)}>
        <Button type="primary" data-testid="face-upload">
          {t('staff.upload')}
        </Button>
      </Upload>
      <p style={{ color: '#8c8c8c', marginTop: 8 }}>{t('staff.uploadHint')}</p>
      <Table<FaceCheckRow>
        rowKey="id"
        size="small"
        loading={checks.isLoading}
        dataSource={checks.data ?? []}
        pagination={{ pageSize: 20 }}
        scroll={{ x: 520 }}
        columns={[
          { title: t('staff.time'), dataIndex: 'created_at', render: (v: string) => formatTime(v) },
          { title: t('staff.purpose'), dataIndex: 'purpose', render: (v: string) => t(`purposes.${v}`, v) },
          {
            title: t('staff.result'),
            dataIndex: 'result',
            render: (v: string) => <Tag color={RESULT_COLORS[v]}>{t(`results.${v}`, v)}</Tag>,
          },
          {
            title: t('staff.distance'),
            dataIndex: 'distance',
            render: (v: number | null) => (v === null ? '-' : v.toFixed(3)),
          },
        ]}
      />
    </Drawer>
  );
}
