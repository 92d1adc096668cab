// Revoke a certificate with a reason (it stays in the list, marked revoked).
import type { CertificateRow } from '@etp/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRevokeCertificate } from '@/api/certificates/revokeCertificate';
import { FormModal } from '@/components/admin/FormDialogs';
import { useFormDialog } from '@/components/admin/useFormDialog';
import { CERTIFICATES_NS } from '../i18n';

export function useRevokeDialog() {
  const revoke = useRevokeCertificate();
  return useFormDialog<CertificateRow, { reason: string }>({
    toValues: () => ({ reason: '' }),
    save: ({ reason }, row) => revoke.mutateAsync({ id: row?.id ?? 0, reason }),
    fieldErrors: { known: ['reason'] },
  });
}

export function RevokeModal({ dialog }: { dialog: ReturnType<typeof useRevokeDialog> }) {
  const { t } = useTranslation(CERTIFICATES_NS);
  return (
    <FormModal
      dialog={dialog}
      title={`${t('revokeTitle')} ${dialog.editing?.certificate_no ?? ''}`}
      submitTestId="revoke-save"
    >
      <Form.Item
        name="reason"
        label={t('revokeReason')}
        rules={[{ required: true, whitespace: true, message: t('revokeReasonRequired') }]}
      >
        <Input.TextArea rows={4} maxLength={500} showCount data-testid="revoke-reason" />
      </Form.Item>
    </FormModal>
  );
}
