// Add or edit a lesson: a video (uploaded here, its length read by the server), a document text or a live lesson.
import {
  LESSON_KINDS,
  type LessonInput,
  LIVE_LESSON_MINUTES_MAX,
  type MediaRow,
  type OutlineLesson,
} from '@etp/contracts';
import { Button, Form, Input, InputNumber, Progress, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditOutline } from '@/api/courses/editOutline';
import { uploadVideo } from '@/api/courses/uploadVideo';
import { FormModal } from '@/components/admin/FormDialogs';
import { useFormDialog } from '@/components/admin/useFormDialog';
import { formatDuration } from '../i18n';

type LessonValues = LessonInput;
const FIELDS = ['chapter_id', 'title', 'kind', 'media_id', 'content', 'live_minutes', 'file'];

export function useLessonDialog(courseId: number) {
  const edit = useEditOutline(courseId);
  return useFormDialog<OutlineLesson, LessonValues>({
    initialValues: { kind: 'video', media_id: null, content: '', live_minutes: 0 },
    toValues: (l) => ({
      chapter_id: l.chapter_id,
      title: l.title,
      kind: l.kind,
      media_id: l.media?.id ?? null,
      content: l.content,
      live_minutes: l.kind === 'live' ? Math.round(l.duration_seconds / 60) : 0,
    }),
    save: (values, row) =>
      edit.mutateAsync({
        type: 'saveLesson',
        lessonId: row?.id,
        lesson: {
          chapter_id: values.chapter_id,
          title: values.title,
          kind: values.kind,
          media_id: values.kind === 'video' ? (values.media_id ?? null) : null,
          content: values.kind === 'document' ? (values.content ?? '') : '',
          live_minutes: values.kind === 'live' ? (values.live_minutes ?? 0) : 0,
        },
      }),
    fieldErrors: { known: FIELDS, fallback: { 413: 'media_id' } },
  });
}

/** The video of a lesson: choose an MP4, watch the upload's progress; the field's value is the media id. */
function VideoField({
  value,
  onChange,
  current,
}: {
  value?: number | null;
  onChange?: (id: number) => void;
  current: MediaRow | null;
}) {
  const { t } = useTranslation('courses');
  const [percent, setPercent] = useState<number | null>(null);
  const [uploaded, setUploaded] = useState<MediaRow | null>(null);
  const shown = uploaded ?? (current && current.id === value ? current : null);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setPercent(0);
    try {
      const media = await uploadVideo(file, setPercent);
      setUploaded(media);
      onChange?.(media.id);
    } finally {
      setPercent(null);
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Button>
        <label style={{ cursor: 'pointer' }}>
          {t('uploadVideo')}
          <input
            type="file"
            accept="video/mp4"
            hidden
            data-testid="lesson-video-file"
            onChange={(e) => void choose(e.target.files?.[0])}
          />
        </label>
      </Button>
      {percent !== null && <Progress percent={percent} size="small" aria-label={t('uploading', { percent })} />}
      {shown && (
        <Typography.Text type="success" data-testid="lesson-video-uploaded">
          {t('uploaded', { name: shown.original_name, duration: formatDuration(shown.duration_seconds) })}
        </Typography.Text>
      )}
    </Space>
  );
}

export function LessonModal({
  dialog,
  chapters,
}: {
  dialog: ReturnType<typeof useLessonDialog>;
  chapters: { id: number; title: string }[];
}) {
  const { t } = useTranslation('courses');
  const kind = Form.useWatch('kind', dialog.form);
  const required = (label: string) => [{ required: true, message: label }];
  return (
    <FormModal
      dialog={dialog}
      title={dialog.editing ? t('editLesson') : t('addLesson')}
      width={560}
      submitTestId="lesson-save"
      formTestId="lesson-form"
    >
      <Form.Item name="chapter_id" label={t('chapters')} rules={required(t('chapters'))}>
        <Select options={chapters.map((c) => ({ value: c.id, label: c.title }))} />
      </Form.Item>
      <Form.Item
        name="title"
        label={t('lessonTitle')}
        rules={[{ required: true, whitespace: true, message: t('lessonTitle') }]}
      >
        <Input maxLength={80} data-testid="lesson-title" />
      </Form.Item>
      <Form.Item name="kind" label={t('kindLabel')}>
        <Select options={LESSON_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))} data-testid="lesson-kind" />
      </Form.Item>
      {kind === 'video' && (
        <Form.Item name="media_id" label={t('video')} rules={required(t('video'))}>
          <VideoField current={dialog.editing?.media ?? null} />
        </Form.Item>
      )}
      {kind === 'document' && (
        <Form.Item name="content" label={t('content')} rules={required(t('content'))}>
          <Input.TextArea rows={6} maxLength={50_000} />
        </Form.Item>
      )}
      {kind === 'live' && (
        <Form.Item name="live_minutes" label={t('liveMinutes')} rules={required(t('liveMinutes'))}>
          <InputNumber min={1} max={LIVE_LESSON_MINUTES_MAX} />
        </Form.Item>
      )}
    </FormModal>
  );
}
