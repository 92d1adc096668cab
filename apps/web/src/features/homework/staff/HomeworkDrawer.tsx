// Set or edit a homework: class, title, rich-text content, attachments, due time, full score and late policy.
import {
  HOMEWORK_ATTACHMENTS_MAX,
  HOMEWORK_FULL_SCORE_MAX,
  HOMEWORK_LATE_POLICIES,
  HOMEWORK_TITLE_MAX,
  type HomeworkFile,
  type HomeworkLatePolicy,
  type HomeworkRow,
} from '@etp/contracts';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, InputNumber, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { classesQuery } from '@/api/classes/listClasses';
import { getHomework } from '@/api/homework/getHomework';
import { useSaveHomework } from '@/api/homework/saveHomework';
import { uploadHomeworkFile } from '@/api/homework/uploadHomeworkFile';
import { AttachmentsField } from '@/components/admin/AttachmentsField';
import { FormDrawer } from '@/components/admin/FormDialogs';
import { RichTextEditor } from '@/components/admin/RichTextEditor';
import { type FormDialog, useFormDialog } from '@/components/admin/useFormDialog';

export interface HomeworkValues {
  class_id: number;
  title: string;
  content: string;
  attachments: HomeworkFile[];
  due_at: string;
  full_score: number;
  late_policy: HomeworkLatePolicy;
}
type Editing = HomeworkRow & { content?: string; attachments?: HomeworkFile[] };

/** ISO time <-> the value of an <input type="datetime-local"> in the browser's time zone. */
const toLocal = (iso: string) => {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

const FIELDS = ['class_id', 'title', 'content', 'attachments', 'due_at', 'full_score', 'late_policy'];

export function useHomeworkDialog() {
  const save = useSaveHomework();
  return useFormDialog<Editing, HomeworkValues>({
    initialValues: {
      full_score: 100,
      late_policy: 'accept',
      attachments: [],
      content: '',
      due_at: toLocal(new Date(Date.now() + 7 * 86_400_000).toISOString()),
    },
    toValues: (row) => ({
      class_id: row.class_id,
      title: row.title,
      content: row.content ?? '',
      attachments: row.attachments ?? [],
      due_at: toLocal(row.due_at),
      full_score: row.full_score,
      late_policy: row.late_policy,
    }),
    save: (values, row) =>
      save.mutateAsync({
        id: row?.id,
        body: {
          ...values,
          content: values.content ?? '',
          attachments: (values.attachments ?? []).map((f) => f.id),
          due_at: new Date(values.due_at).toISOString(),
        },
      }),
    fieldErrors: { known: FIELDS },
  });
}

export async function openHomeworkForEdit(dialog: ReturnType<typeof useHomeworkDialog>, row: HomeworkRow) {
  dialog.openEdit({ ...row, ...(await getHomework(row.id)) });
}

export function HomeworkDrawer({ dialog }: { dialog: FormDialog<Editing, HomeworkValues> }) {
  const { t } = useTranslation('trainHomework');
  const classes = useQuery({ ...classesQuery({ page: 1, size: 100 }), enabled: dialog.open });
  const required = (message: string) => [{ required: true, message }];
  return (
    <FormDrawer
      dialog={dialog}
      title={dialog.editing ? t('editTitle', { title: dialog.editing.title }) : t('createTitle')}
      width={720}
      submitTestId="homework-save"
      formTestId="homework-form"
    >
      <Form.Item name="class_id" label={t('class')} rules={required(t('class'))}>
        <Select
          data-testid="homework-class"
          loading={classes.isLoading}
          options={(classes.data?.list ?? []).map((c) => ({ value: c.id, label: c.name }))}
        />
      </Form.Item>
      <Form.Item name="title" label={t('title')} rules={[{ required: true, whitespace: true, message: t('title') }]}>
        <Input maxLength={HOMEWORK_TITLE_MAX} data-testid="homework-title" />
      </Form.Item>
      <Form.Item name="content" label={t('content')}>
        <RichTextEditor label={t('content')} />
      </Form.Item>
      <Form.Item name="attachments" label={t('attachments')}>
        <AttachmentsField
          upload={uploadHomeworkFile}
          uploadLabel={t('upload')}
          max={HOMEWORK_ATTACHMENTS_MAX}
          hint={t('uploadHint')}
        />
      </Form.Item>
      <Form.Item name="due_at" label={t('dueAt')} rules={required(t('dueAt'))}>
        <Input type="datetime-local" data-testid="homework-due" />
      </Form.Item>
      <Form.Item name="full_score" label={t('fullScore')} rules={required(t('fullScore'))}>
        <InputNumber min={1} max={HOMEWORK_FULL_SCORE_MAX} precision={0} data-testid="homework-full-score" />
      </Form.Item>
      <Form.Item name="late_policy" label={t('latePolicy')}>
        <Radio.Group
          options={HOMEWORK_LATE_POLICIES.map((p) => ({ value: p, label: t(`latePolicies.${p}`) }))}
          optionType="button"
        />
      </Form.Item>
    </FormDrawer>
  );
}
