// The settings page's avatar and phone (GET/PUT /s/v1/student/profile, POST /s/v1/student/avatar). The login name is
// shown and stays: a new phone is contact information only (see studentProfile in contracts); a login name that is a
// phone comes masked.

import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { MASKED_PHONE, MOBILE_PHONE, UPLOAD_IMAGE_MAX_BYTES, UPLOAD_IMAGE_TYPES } from '@etp/contracts';
import { App, Avatar, Button, Card, Flex, Form, Input, Typography, Upload } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeStudentPhone, useStudentProfile, useUploadStudentAvatar } from '@/api/students/profile';
import { useFormSubmit } from '@/components/admin/useFormSubmit';
import { PreventReclickButton } from '@/components/PreventReclickButton';
import './i18n';

const MB = 1024 * 1024;

export function ProfileCard() {
  const { t } = useTranslation('studentFront');
  const { message } = App.useApp();
  const profile = useStudentProfile();
  const phone = useChangeStudentPhone();
  const avatar = useUploadStudentAvatar();
  const [form] = Form.useForm<{ phone: string }>();
  const saving = useFormSubmit(form, { saved: t('setting.phoneSaved'), fieldErrors: { known: ['phone'] } });
  const data = profile.data;
  useEffect(() => {
    if (data) form.setFieldsValue({ phone: data.phone });
  }, [data, form]);

  const pick = (file: File) => {
    if (file.size > UPLOAD_IMAGE_MAX_BYTES) {
      void message.error(t('setting.avatarTooLarge', { mb: UPLOAD_IMAGE_MAX_BYTES / MB }));
    } else {
      // The request wrapper shows a refusal; nothing else to do here.
      avatar.mutateAsync(file).then(
        () => void message.success(t('setting.avatarSaved')),
        () => undefined,
      );
    }
    return false;
  };

  return (
    <Card size="small" title={t('setting.profile')} loading={!data} data-testid="student-profile">
      <Flex gap={16} align="center" wrap style={{ marginBottom: 16 }}>
        <Avatar size={72} src={data?.avatar || undefined} icon={<UserOutlined />} data-testid="student-avatar" />
        <div style={{ flex: '1 1 200px', minWidth: 0 }}>
          <Upload accept={UPLOAD_IMAGE_TYPES.join(',')} showUploadList={false} beforeUpload={pick} maxCount={1}>
            <Button icon={<UploadOutlined />} loading={avatar.isPending} data-testid="student-avatar-upload">
              {t('setting.changeAvatar')}
            </Button>
          </Upload>
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
            {t('setting.avatarHint', { mb: UPLOAD_IMAGE_MAX_BYTES / MB })}
          </Typography.Paragraph>
        </div>
      </Flex>
      <Form form={form} layout="vertical" style={{ maxWidth: 420 }} data-testid="student-phone-form">
        <Form.Item
          label={t('setting.account')}
          extra={t(MASKED_PHONE.test(data?.username ?? '') ? 'setting.accountHintPhone' : 'setting.accountHint', {
            username: data?.username ?? '',
          })}
        >
          <Typography.Text strong data-testid="student-username">
            {data?.username}
          </Typography.Text>
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('setting.phone')}
          rules={[
            { required: true, message: t('setting.phoneRequired') },
            { pattern: MOBILE_PHONE, message: t('setting.phoneInvalid') },
          ]}
        >
          <Input maxLength={11} inputMode="tel" autoComplete="tel" data-testid="student-phone" />
        </Form.Item>
        <PreventReclickButton
          type="primary"
          loading={saving.saving}
          onClick={() => void saving.run((values) => phone.mutateAsync({ phone: values.phone.trim() }))}
          data-testid="student-phone-save"
        >
          {t('setting.savePhone')}
        </PreventReclickButton>
      </Form>
    </Card>
  );
}
