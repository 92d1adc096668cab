// Send a pending class back to its teacher with a reason.
import type { ClassRow } from '@etp/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMoveClass } from '@/api/classes/moveClass';
import { FormModal } from '@/components/admin/FormDialogs';
import { useFormDialog } from '@/components/admin/useFormDialog';

export function useRejectDialog() {
  const move = useMoveClass();
  return useFormDialog<ClassRow, { reason: string }>({
    toValues: () => ({ reason: '' }),
    save: ({ reason }, row) => move.mutateAsync({ id: row?.id ?? 0, action: 'reject', reason }),
    fieldErrors: { known: ['reason'] },
  });
}

export function RejectModal({ dialog }: { dialog: ReturnType<typeof useRejectDialog> }) {
  const { t } = useTranslation('classes');
  return (
    <FormModal
      dialog={dialog}
      title={t('rejectTitle', { name: dialog.editing?.name ?? '' })}
      submitTestId="reject-save"
    >
      <Form.Item
        name="reason"
        label={t('rejectReason')}
        rules={[{ required: true, whitespace: true, message: t('rejectReasonRequired') }]}
      >
        <Input.TextArea rows={4} maxLength={500} showCount data-testid="reject-reason" />
      </Form.Item>
    </FormModal>
  );
}
