// The trainer's form for one live session: class, title, start and end (the server checks the class's dates).

import type { LiveSessionInput, LiveSessionRow } from '@etp/contracts';
import { LIVE_TITLE_MAX, siteLocalInput, siteLocalToIso } from '@etp/contracts';
import { Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLiveClasses } from '@/api/live/listLiveClasses';
import { useSaveLiveSession } from '@/api/live/saveLiveSession';
import { FormModal } from '@/components/admin/FormDialogs';
import { type FormDialog, useFormDialog } from '@/components/admin/useFormDialog';
import '../i18n';

type LiveValues = LiveSessionInput;

/** ISO time <-> the value of an <input type="datetime-local">: the site's wall clock, whatever the browser's zone. */
const toLocal = siteLocalInput;
const toIso = siteLocalToIso;

export function useLiveDialog() {
  const save = useSaveLiveSession();
  return useFormDialog<LiveSessionRow, LiveValues>({
    toValues: (row) => ({
      class_id: row.class_id,
      title: row.title,
      starts_at: toLocal(row.starts_at),
      ends_at: toLocal(row.ends_at),
    }),
    save: (values, row) =>
      save.mutateAsync({
        id: row?.id,
        class_id: values.class_id,
        title: values.title,
        starts_at: toIso(values.starts_at),
        ends_at: toIso(values.ends_at),
      }),
    fieldErrors: { known: ['class_id', 'title', 'starts_at', 'ends_at'], fallback: { 409: 'class_id' } },
  });
}

export function LiveDialog({ dialog }: { dialog: FormDialog<LiveSessionRow, LiveValues> }) {
  const { t } = useTranslation('live');
  const classes = useLiveClasses();
  const required = (message: string) => [{ required: true, whitespace: true, message }];
  return (
    <FormModal
      dialog={dialog}
      title={dialog.editing ? t('editTitle', { title: dialog.editing.title }) : t('createTitle')}
      submitTestId="live-save"
      formTestId="live-form"
    >
      <Form.Item name="class_id" label={t('className')} rules={[{ required: true, message: t('required.class') }]}>
        <Select
          data-testid="live-class"
          loading={classes.isLoading}
          options={(classes.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
        />
      </Form.Item>
      <Form.Item name="title" label={t('title')} rules={required(t('required.title'))}>
        <Input maxLength={LIVE_TITLE_MAX} data-testid="live-title" />
      </Form.Item>
      <Space wrap style={{ width: '100%' }}>
        <Form.Item name="starts_at" label={t('starts')} rules={required(t('required.time'))}>
          <Input type="datetime-local" data-testid="live-starts" />
        </Form.Item>
        <Form.Item name="ends_at" label={t('ends')} rules={required(t('required.time'))}>
          <Input type="datetime-local" data-testid="live-ends" />
        </Form.Item>
      </Space>
    </FormModal>
  );
}
