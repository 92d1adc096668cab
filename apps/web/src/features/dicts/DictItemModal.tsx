// Create or edit a dictionary item: number value (unique in its dictionary), label and order.
import type { DictItemRow } from '@etp/contracts';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSaveDictItem } from '@/api/dicts/saveDictItem';
import { FormModal } from '@/components/admin/FormDialogs';
import { type FormDialog, useFormDialog } from '@/components/admin/useFormDialog';

type Values = { value: number; label: string; label_en: string; order_num: number };

/** Items of the dictionary `code`. */
export function useDictItemDialog(code: string) {
  const save = useSaveDictItem();
  return useFormDialog<DictItemRow, Values>({
    initialValues: { order_num: 0, label_en: '' },
    toValues: ({ value, label, label_en, order_num }) => ({ value, label, label_en, order_num }),
    save: (values, item) => save.mutateAsync({ ...values, code, id: item?.id }),
    fieldErrors: { known: ['value', 'label', 'label_en', 'order_num'], fallback: { 409: 'value' } },
  });
}

export function DictItemModal({ dialog }: { dialog: FormDialog<DictItemRow, Values> }) {
  const { t } = useTranslation('dicts');
  return (
    <FormModal dialog={dialog} title={dialog.editing ? t('dict.editItem') : t('dict.createItem')}>
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
      <Form.Item name="label_en" label={t('dict.labelEn')}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="order_num" label={t('dict.order')}>
        <InputNumber min={0} max={100000} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </FormModal>
  );
}
