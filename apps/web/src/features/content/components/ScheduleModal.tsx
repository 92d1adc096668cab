// Schedule: publish later at a chosen date and time (the item shows as "scheduled" until then).
import { DatePicker, Form, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromSitePicker, siteNowPicker } from '@/utils/sitePicker';
import { CONTENT_NS } from '../i18n';

interface Props {
  open: boolean;
  onCancel: () => void;
  onSchedule: (publishAt: string) => Promise<unknown>;
}

export function ScheduleModal({ open, onCancel, onSchedule }: Props) {
  const { t } = useTranslation(CONTENT_NS);
  const [at, setAt] = useState<Dayjs | null>(null);
  const [busy, setBusy] = useState(false);
  const future = at?.isAfter(siteNowPicker()) ?? false;
  return (
    <Modal
      open={open}
      title={t('scheduleTitle')}
      onCancel={onCancel}
      okButtonProps={{ disabled: !future, loading: busy }}
      onOk={async () => {
        if (!at) return;
        setBusy(true);
        try {
          await onSchedule(fromSitePicker(at) ?? '');
        } finally {
          setBusy(false);
        }
      }}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('scheduleAt')} help={at && !future ? t('scheduleFuture') : undefined}>
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            value={at}
            onChange={setAt}
            disabledDate={(day) => day.isBefore(siteNowPicker(), 'day')}
            style={{ width: '100%' }}
            data-testid="schedule-picker"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
