// Create or edit a dictionary type (the code is fixed once created).
import type { DictTypeCreate, DictTypeRow } from '@etp/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSaveDictType } from '@/api/dicts/saveDictType';
import { FormModal } from '@/components/admin/FormDialogs';
import { type FormDialog, useFormDialog } from '@/components/admin/useFormDialog';

export function useDictTypeDialog() {
  const save = useSaveDictType();
  return useFormDialog<DictTypeRow, DictTypeCreate>({
    toValues: ({ code, name, name_en, remark }) => ({ code, name, name_en, remark }),
    save: (values, type) =>
      save.mutateAsync({
        ...values,
        name_en: values.name_en ?? '',
        remark: values.remark ?? '',
        editing: type !== null,
      }),
    fieldErrors: { known: ['code', 'name', 'name_en', 'remark'], fallback: { 409: 'code' } },
  });
}

export function DictTypeModal({ dialog }: { dialog: FormDialog<DictTypeRow, DictTypeCreate> }) {
  const { t } = useTranslation('dicts');
  const editing = dialog.editing !== null;
  return (
    <FormModal dialog={dialog} title={editing ? t('dict.editType') : t('dict.createType')}>
      <Form.Item
        name="code"
        label={t('dict.code')}
        extra={t('dict.codeHint')}
        rules={[
          { required: true, message: t('dict.codeRequired') },
          { pattern: /^[A-Z0-9_]+$/, message: t('dict.codeInvalid') },
        ]}
      >
        <Input maxLength={64} disabled={editing} />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('dict.name')}
        rules={[{ required: true, whitespace: true, message: t('dict.nameRequired') }]}
      >
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item name="name_en" label={t('dict.nameEn')}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="remark" label={t('dict.remark')}>
        <Input.TextArea maxLength={500} rows={3} />
      </Form.Item>
    </FormModal>
  );
}
