// Create or edit a new-feature entry (saving bumps its edit time, which lights the feature badge).
import type { AdminFeature, FeatureInput } from '@etp/contracts';
import { App, Form, Input, Modal, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveFeature } from '@/api/operates/saveFeature';
import { AttachmentsField } from '@/components/admin/AttachmentsField';
import { applyFieldErrors } from '@/components/admin/serverErrors';
import { PreventReclickButton } from '@/components/PreventReclickButton';
import { withIds } from './attachments';

export function FeatureModal({
  open,
  feature,
  onClose,
}: {
  open: boolean;
  feature: AdminFeature | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('system');
  const { message } = App.useApp();
  const [form] = Form.useForm<FeatureInput>();
  const save = useSaveFeature();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      feature
        ? {
            name: feature.name,
            content: feature.content,
            attachments: feature.attachments,
            published: feature.published,
          }
        : { name: '', content: '', attachments: [], published: true },
    );
  }, [open, feature, form]);
  const submit = async () => {
    const values = await form.validateFields();
    try {
      await save.mutateAsync({ ...values, attachments: withIds(values.attachments), id: feature?.id });
      void message.success(t('saved'));
      onClose();
    } catch (error) {
      applyFieldErrors(form, error, { known: ['name', 'content', 'attachments', 'published'] });
    }
  };
  return (
    <Modal
      open={open}
      title={feature ? t('operate.editFeature') : t('operate.createFeature')}
      onCancel={onClose}
      width={640}
      destroyOnHidden
      footer={
        <PreventReclickButton type="primary" onClick={() => void submit()} loading={save.isPending}>
          {t('save')}
        </PreventReclickButton>
      }
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="name"
          label={t('operate.featureName')}
          rules={[{ required: true, whitespace: true, message: t('operate.featureNameRequired') }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="content" label={t('operate.featureContent')}>
          <Input.TextArea rows={4} maxLength={5000} />
        </Form.Item>
        <Form.Item label={t('operate.attachments')}>
          <AttachmentsField name="attachments" />
        </Form.Item>
        <Form.Item name="published" label={t('operate.published')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
