// Review one application: what was sent, then the status and a note the applicant sees in the lookup.
import {
  type AdminCollectionApplication,
  COLLECTION_API,
  COLLECTION_STATUSES,
  type CollectionStatus,
  pathWith,
} from '@etp/contracts';
import { Button, Descriptions, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useReviewApplication } from '@/api/collection/reviewApplication';
import { downloadBlob } from '@/api/download';
import { FormModal } from '@/components/admin/FormDialogs';
import { formatTime } from '@/components/admin/format';
import { type FormDialog, useFormDialog } from '@/components/admin/useFormDialog';
import { COLLECTION_ADMIN_NS } from '../i18n';

interface Values {
  status: CollectionStatus;
  note: string;
}

export function useReviewDialog() {
  const review = useReviewApplication();
  const { t } = useTranslation(COLLECTION_ADMIN_NS);
  return useFormDialog<AdminCollectionApplication, Values>({
    toValues: (a) => ({ status: a.status === 'received' ? 'reviewing' : a.status, note: a.review_note }),
    save: (values, editing) => review.mutateAsync({ id: editing!.id, status: values.status, note: values.note ?? '' }),
    saved: t('saved'),
    fieldErrors: { known: ['status', 'note'] },
  });
}

export function ReviewModal({ dialog }: { dialog: FormDialog<AdminCollectionApplication, Values> }) {
  const { t } = useTranslation(COLLECTION_ADMIN_NS);
  const a = dialog.editing;
  return (
    <FormModal
      dialog={dialog}
      title={t('reviewTitle', { name: a?.entity_name ?? '' })}
      width={720}
      submitTestId="collection-review-submit"
      intro={
        a && (
          <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('receiptNo')}>{a.receipt_no}</Descriptions.Item>
            <Descriptions.Item label={t('applicant')}>
              {a.applicant_name} · {a.phone}
            </Descriptions.Item>
            <Descriptions.Item label={t('industry')}>
              {t(`kinds.${a.kind}`)} · {t(`industries.${a.industry}`)} · {a.region_name}
            </Descriptions.Item>
            <Descriptions.Item label={t('submittedAt')}>{formatTime(a.submitted_at)}</Descriptions.Item>
            <Descriptions.Item label={t('achievements')}>
              <span style={{ whiteSpace: 'pre-line' }}>{a.achievements}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('pitch')}>
              <span style={{ whiteSpace: 'pre-line' }}>{a.pitch}</span>
            </Descriptions.Item>
            {a.attachments.length > 0 && (
              <Descriptions.Item label={t('attachments')}>
                <Space direction="vertical" size={0}>
                  {a.attachments.map((file) => (
                    <Button
                      key={file.id}
                      type="link"
                      size="small"
                      style={{ padding: 0 }}
                      onClick={() =>
                        void downloadBlob(
                          pathWith(COLLECTION_API.attachmentFile, { id: a.id, attachmentId: file.id }),
                          file.name,
                        ).catch(() => undefined)
                      }
                    >
                      {file.name}
                    </Button>
                  ))}
                </Space>
              </Descriptions.Item>
            )}
          </Descriptions>
        )
      }
    >
      <Form.Item name="status" label={t('status')} rules={[{ required: true }]}>
        <Select
          options={COLLECTION_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
          data-testid="collection-review-status"
        />
      </Form.Item>
      <Form.Item name="note" label={t('note')}>
        <Input.TextArea rows={3} maxLength={500} showCount placeholder={t('notePlaceholder')} />
      </Form.Item>
    </FormModal>
  );
}
