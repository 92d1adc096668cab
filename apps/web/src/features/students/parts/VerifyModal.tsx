// Verifying one student (issue 28: 10): the registered face photo beside the ID details, and the approval only after
// the teacher has looked at both. Without a photo it says how the student registers one (or the teacher uploads it).
import type { EnrolmentRow } from '@etp/contracts';
import { App, Button, Col, Descriptions, Empty, Image, Modal, Row, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useVerifyStudent } from '@/api/classes/verifyStudent';
import { useFacePhoto } from '@/api/face/staff';
import { useApp } from '@/stores/app';
import { Revealable } from './Revealable';

export function VerifyModal({
  row,
  onClose,
  onUploadPhoto,
}: {
  row: EnrolmentRow | null;
  onClose: () => void;
  onUploadPhoto: (row: EnrolmentRow) => void;
}) {
  const { t } = useTranslation('students');
  const { message } = App.useApp();
  const mobile = useApp((s) => s.device === 'mobile');
  const verify = useVerifyStudent();
  const photo = useFacePhoto(row?.photo_on_file ? row.student_id : null);
  if (!row) return null;
  const approve = () =>
    void verify
      .mutateAsync(row.id)
      .then(() => {
        void message.success(t('verifiedOne', { name: row.name }));
        onClose();
      })
      .catch(() => undefined);
  return (
    <Modal
      open
      title={t('verifyTitle', { name: row.name })}
      onCancel={onClose}
      width={720}
      destroyOnHidden
      data-testid="verify-modal"
      footer={
        <Space wrap style={{ justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button
            type="primary"
            disabled={!row.photo_on_file}
            loading={verify.isPending}
            onClick={approve}
            data-testid="verify-confirm"
          >
            {t('verifyConfirm')}
          </Button>
        </Space>
      }
    >
      <Row gutter={[24, 16]} wrap={mobile}>
        <Col flex={mobile ? '1 1 100%' : '0 0 220px'}>
          <Typography.Text type="secondary">{t('photo')}</Typography.Text>
          <div
            style={{
              marginTop: 8,
              width: 200,
              height: 240,
              border: '1px solid #f0f0f0',
              borderRadius: 8,
              display: 'grid',
              placeItems: 'center',
              overflow: 'hidden',
              background: '#fafafa',
            }}
          >
            {!row.photo_on_file ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('photoMissing')} />
            ) : photo.data ? (
              <Image
                src={photo.data}
                alt={t('photoAlt', { name: row.name })}
                width={200}
                height={240}
                style={{ objectFit: 'cover' }}
                data-testid="verify-photo"
              />
            ) : photo.isError ? (
              <Typography.Text type="secondary">{t('photoUnavailable')}</Typography.Text>
            ) : (
              <Spin />
            )}
          </div>
        </Col>
        <Col flex="1 1 280px">
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('name')}>{row.name}</Descriptions.Item>
            <Descriptions.Item label={t('idCard')}>
              <Revealable row={row} field="id_card" masked={row.id_card} />
            </Descriptions.Item>
            <Descriptions.Item label={t('gender')}>{row.gender ? t(`genders.${row.gender}`) : ''}</Descriptions.Item>
            <Descriptions.Item label={t('phone')}>
              <Revealable row={row} field="phone" masked={row.phone} />
            </Descriptions.Item>
            <Descriptions.Item label={t('className')}>{row.class_name}</Descriptions.Item>
          </Descriptions>
          {row.photo_on_file ? (
            <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
              {t('verifyCheck')}
            </Typography.Paragraph>
          ) : (
            <div style={{ marginTop: 12 }} data-testid="verify-no-photo">
              <Typography.Paragraph>{t('howToRegister')}</Typography.Paragraph>
              <Button onClick={() => onUploadPhoto(row)} data-testid="verify-upload-photo">
                {t('uploadPhoto')}
              </Button>
            </div>
          )}
        </Col>
      </Row>
    </Modal>
  );
}
