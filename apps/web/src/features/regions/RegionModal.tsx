// Add a region under a parent (its division code is its identity) or rename one.
import type { RegionCreate, RegionRow } from '@etp/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSaveRegion } from '@/api/regions/saveRegion';
import { FormModal } from '@/components/admin/FormDialogs';
import { type FormDialog, useFormDialog } from '@/components/admin/useFormDialog';

/** The form, plus the parent's name for the title of a new region (open it with both parent fields). */
type Values = RegionCreate & { parent_name?: string };

export function useRegionDialog() {
  const save = useSaveRegion();
  return useFormDialog<RegionRow, Values>({
    toValues: ({ code, name, parent_code }) => ({ code, name, parent_code }),
    save: ({ code, name, parent_code }, region) =>
      save.mutateAsync({ code, name, parent_code: parent_code ?? null, editing: region !== null }),
    fieldErrors: { known: ['code', 'name', 'parent_code'], fallback: { 409: 'code' } },
  });
}

export function RegionModal({ dialog }: { dialog: FormDialog<RegionRow, Values> }) {
  const { t } = useTranslation('regions');
  const region = dialog.editing;
  return (
    <FormModal
      dialog={dialog}
      title={
        region
          ? t('region.editTitle', { name: region.name })
          : t('region.createTitle', { parent: dialog.values.parent_name ?? t('region.top') })
      }
    >
      <Form.Item
        name="code"
        label={t('region.code')}
        extra={t('region.codeHint')}
        rules={[{ required: true, pattern: /^\d{6}$/, message: t('region.codeInvalid') }]}
      >
        <Input maxLength={6} inputMode="numeric" disabled={Boolean(region)} />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('region.name')}
        rules={[{ required: true, whitespace: true, message: t('region.nameRequired') }]}
      >
        <Input maxLength={50} />
      </Form.Item>
    </FormModal>
  );
}
