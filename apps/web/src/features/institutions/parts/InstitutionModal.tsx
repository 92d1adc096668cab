// Create or edit a training institution (new ones wait for review).
import { INSTITUTION_KINDS, type InstitutionInput, type InstitutionRow } from '@etp/contracts';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSaveInstitution } from '@/api/institutions/saveInstitution';
import { FormModal } from '@/components/admin/FormDialogs';
import { RegionCascader } from '@/components/admin/RegionCascader';
import { useFormDialog } from '@/components/admin/useFormDialog';

export function useInstitutionDialog() {
  const save = useSaveInstitution();
  return useFormDialog<InstitutionRow, InstitutionInput>({
    initialValues: { kind: 'training' },
    toValues: (row) => ({
      name: row.name,
      region_code: row.region_code,
      kind: row.kind,
      contact: row.contact,
      phone: row.phone,
      address: row.address,
      intro: row.intro,
    }),
    save: (values, row) => save.mutateAsync({ ...values, id: row?.id }),
    fieldErrors: {
      known: ['name', 'region_code', 'kind', 'contact', 'phone', 'address', 'intro'],
      fallback: { 403: 'region_code' },
    },
  });
}

export function InstitutionModal({ dialog }: { dialog: ReturnType<typeof useInstitutionDialog> }) {
  const { t } = useTranslation('institutions');
  return (
    <FormModal
      dialog={dialog}
      width={600}
      title={dialog.editing ? t('editTitle', { name: dialog.editing.name }) : t('createTitle')}
      submitTestId="institution-save"
    >
      <Form.Item
        name="name"
        label={t('name')}
        rules={[{ required: true, whitespace: true, message: t('nameRequired') }]}
      >
        <Input maxLength={80} />
      </Form.Item>
      <Form.Item name="region_code" label={t('region')} rules={[{ required: true, message: t('regionRequired') }]}>
        <RegionCascader />
      </Form.Item>
      <Form.Item name="kind" label={t('kind')}>
        <Select options={INSTITUTION_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))} />
      </Form.Item>
      <Form.Item name="contact" label={t('contact')}>
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item name="phone" label={t('phone')}>
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item name="address" label={t('address')}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="intro" label={t('intro')}>
        <Input.TextArea rows={3} maxLength={500} />
      </Form.Item>
    </FormModal>
  );
}
