// Add a region under a parent (its division code is its identity) or rename one.
import type { RegionRow } from '@etp/contracts';
import { App, Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveRegion } from '@/api/regions/saveRegion';
import { applyFieldErrors } from '@/components/admin/serverErrors';
import { PreventReclickButton } from '@/components/PreventReclickButton';

export interface RegionEditing {
  region?: RegionRow;
  parent?: RegionRow | null;
}

export function RegionModal({ editing, onClose }: { editing: RegionEditing | null; onClose: () => void }) {
  const { t } = useTranslation('system');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ code: string; name: string }>();
  const save = useSaveRegion();
  const region = editing?.region;
  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    if (region) form.setFieldsValue({ code: region.code, name: region.name });
  }, [editing, region, form]);
  const submit = async () => {
    const values = await form.validateFields();
    try {
      await save.mutateAsync({
        code: values.code,
        name: values.name,
        parent_code: region ? region.parent_code : (editing?.parent?.code ?? null),
        editing: Boolean(region),
      });
      void message.success(t('saved'));
      onClose();
    } catch (error) {
      applyFieldErrors(form, error, { known: ['code', 'name', 'parent_code'], fallback: { 409: 'code' } });
    }
  };
  return (
    <Modal
      open={editing !== null}
      title={
        region
          ? t('region.editTitle', { name: region.name })
          : t('region.createTitle', { parent: editing?.parent?.name ?? t('region.top') })
      }
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
      </Form>
    </Modal>
  );
}
