// Create or edit a dictionary type (the code is fixed once created).
import type { DictTypeRow } from '@etp/contracts';
import { App, Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveDictType } from '@/api/dicts/saveDictType';
import { applyFieldErrors } from '@/components/admin/serverErrors';
import { PreventReclickButton } from '@/components/PreventReclickButton';

interface Props {
  open: boolean;
  type: DictTypeRow | null;
  onClose: () => void;
}

export function DictTypeModal({ open, type, onClose }: Props) {
  const { t } = useTranslation('system');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ code: string; name: string; remark: string }>();
  const save = useSaveDictType();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (type) form.setFieldsValue(type);
  }, [open, type, form]);
  const submit = async () => {
    const values = await form.validateFields();
    try {
      await save.mutateAsync({ ...values, remark: values.remark ?? '', editing: type !== null });
      void message.success(t('saved'));
      onClose();
    } catch (error) {
      applyFieldErrors(form, error, { known: ['code', 'name', 'remark'], fallback: { 409: 'code' } });
    }
  };
  return (
    <Modal
      open={open}
      title={type ? t('dict.editType') : t('dict.createType')}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <PreventReclickButton type="primary" onClick={() => void submit()} loading={save.isPending}>
          {t('save')}
        </PreventReclickButton>
      }
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="code"
          label={t('dict.code')}
          extra={t('dict.codeHint')}
          rules={[
            { required: true, message: t('dict.codeRequired') },
            { pattern: /^[A-Z0-9_]+$/, message: t('dict.codeInvalid') },
          ]}
        >
          <Input maxLength={64} disabled={type !== null} />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('dict.name')}
          rules={[{ required: true, whitespace: true, message: t('dict.nameRequired') }]}
        >
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="remark" label={t('dict.remark')}>
          <Input.TextArea maxLength={500} rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
