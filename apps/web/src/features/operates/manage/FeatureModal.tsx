// Create or edit a new-feature entry (saving bumps its edit time, which lights the feature badge).
import type { AdminFeature, FeatureInput } from '@etp/contracts';
import { Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSaveFeature } from '@/api/operates/saveFeature';
import { AttachmentLinks } from '@/components/admin/AttachmentLinks';
import { FormModal } from '@/components/admin/FormDialogs';
import { type FormDialog, useFormDialog } from '@/components/admin/useFormDialog';
import { withIds } from './attachments';

export function useFeatureDialog() {
  const save = useSaveFeature();
  return useFormDialog<AdminFeature, FeatureInput>({
    initialValues: { name: '', content: '', attachments: [], published: true },
    toValues: ({ name, content, attachments, published }) => ({ name, content, attachments, published }),
    save: (values, feature) =>
      save.mutateAsync({ ...values, attachments: withIds(values.attachments), id: feature?.id }),
    fieldErrors: { known: ['name', 'content', 'attachments', 'published'] },
  });
}

export function FeatureModal({ dialog }: { dialog: FormDialog<AdminFeature, FeatureInput> }) {
  const { t } = useTranslation('operates');
  return (
    <FormModal
      dialog={dialog}
      title={dialog.editing ? t('operate.editFeature') : t('operate.createFeature')}
      width={640}
    >
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
        <AttachmentLinks name="attachments" />
      </Form.Item>
      <Form.Item name="published" label={t('operate.published')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormModal>
  );
}
