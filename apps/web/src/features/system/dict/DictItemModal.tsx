// Create or edit a dictionary item: number value (unique in its dictionary), label and order.
import type { DictItemRow } from '@etp/contracts';
import { App, Form, Input, InputNumber, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveDictItem } from '@/api/dicts/saveDictItem';
import { applyFieldErrors } from '@/components/admin/serverErrors';
import { PreventReclickButton } from '@/components/PreventReclickButton';

interface Props {
  code: string;
  open: boolean;
  item: DictItemRow | null;
  onClose: () => void;
}

export function DictItemModal({ code, open, item, onClose }: Props) {
  const { t } = useTranslation('system');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ value: number; label: string; order_num: number }>();
  const save = useSaveDictItem();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(item ?? { order_num: 0 });
  }, [open, item, form]);
  const submit = async () => {
    const values = await form.validateFields();
    try {
      await save.mutateAsync({ ...values, code, id: item?.id });
      void message.success(t('saved'));
      onClose();
    } catch (error) {
      applyFieldErrors(form, error, { known: ['value', 'label', 'order_num'], fallback: { 409: 'value' } });
    }
  };
  return (
    <Modal
      open={open}
      title={item ? t('dict.editItem') : t('dict.createItem')}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <PreventReclickButton type="primary" onClick={() => void submit()} loading={save.isPending}>
          {t('save')}
        </PreventReclickButton>
      }
    >
      <Form form={form} layout="vertical">
        <Form.Item name="value" label={t('dict.value')} rules={[{ required: true, message: t('dict.valueRequired') }]}>
          <InputNumber min={0} max={999999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="label"
          label={t('dict.label')}
          rules={[{ required: true, whitespace: true, message: t('dict.labelRequired') }]}
        >
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="order_num" label={t('dict.order')}>
          <InputNumber min={0} max={100000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
