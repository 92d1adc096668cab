// The admin's other settlement settings: the duplicate check's period in months (publicity days are per region, in
// the review chains).
import type { SettlementSettings } from '@etp/contracts';
import { Alert, Button, Form, InputNumber, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveSettings, useSettlementSettings } from '@/api/settlement/config';
import { useFormSubmit } from '@/components/admin/useFormSubmit';
import { SETTLEMENT_NS } from '../i18n';

export function SettingsPanel() {
  const { t } = useTranslation(SETTLEMENT_NS);
  const settings = useSettlementSettings();
  const save = useSaveSettings();
  const [form] = Form.useForm<SettlementSettings>();
  const submit = useFormSubmit(form, { fieldErrors: { known: ['duplicate_window_months'] } });
  useEffect(() => {
    if (settings.data) form.setFieldsValue(settings.data);
  }, [settings.data, form]);
  if (!settings.data) return <Skeleton active />;
  return (
    <Form form={form} layout="vertical" style={{ maxWidth: 480 }} data-testid="settings-form">
      <Form.Item
        name="duplicate_window_months"
        label={t('config.duplicateWindow')}
        extra={t('config.duplicateWindowHint')}
        rules={[{ required: true, type: 'integer', min: 1, max: 120, message: t('config.duplicateWindowRequired') }]}
      >
        <InputNumber min={1} max={120} precision={0} style={{ width: '100%' }} data-testid="settings-window" />
      </Form.Item>
      <Alert type="info" showIcon title={t('config.publicityHint')} style={{ marginBottom: 16 }} />
      <Button
        type="primary"
        loading={submit.saving}
        onClick={() => void submit.run((values) => save.mutateAsync(values))}
        data-testid="settings-save"
      >
        {t('config.save')}
      </Button>
    </Form>
  );
}
