// A course's chapters and lessons: the admin adds, renames, reorders and deletes chapters, adds and edits lessons
// (uploading videos) and previews a video in a plain <video>; other staff only read and preview.
import { ArrowDownOutlined, ArrowUpOutlined, PlayCircleOutlined, PlusOutlined } from '@ant-design/icons';
import type { CourseRow, MediaRow, OutlineLesson } from '@etp/contracts';
import { Button, Card, Drawer, Empty, Input, List, Modal, Space, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditOutline } from '@/api/courses/editOutline';
import { useOutline } from '@/api/courses/getOutline';
import { mediaSrc } from '@/api/courses/uploadVideo';
import { RowActions, useRowActions } from '@/components/admin/RowActions';
import { useRenewedSource } from '@/components/media/useRenewedSource';
import { useApp } from '@/stores/app';
import { formatDuration } from '../i18n';
import { LessonModal, useLessonDialog } from './LessonModal';

/** A lesson's video for staff: its address holds 15-20 minutes, so a long preview takes a fresh one (renew). */
function PreviewVideo({ media, renew }: { media: MediaRow; renew(): void }) {
  const video = useRef<HTMLVideoElement>(null);
  useRenewedSource(video, { url: mediaSrc(media.file_url), renew });
  return (
    // biome-ignore lint/a11y/useMediaCaption: course videos carry no caption track yet.
    <video
      ref={video}
      controls
      preload="metadata"
      poster={media.poster_url ? mediaSrc(media.poster_url) : undefined}
      style={{ width: '100%', background: '#000' }}
      data-testid="lesson-preview"
    />
  );
}

interface Props {
  course: CourseRow | null;
  editable: boolean;
  onClose: () => void;
}

export function OutlineDrawer({ course, editable, onClose }: Props) {
  const { t } = useTranslation('courses');
  const mobile = useApp((s) => s.device === 'mobile');
  const outline = useOutline(course?.id ?? null);
  const edit = useEditOutline(course?.id ?? 0);
  const lessonDialog = useLessonDialog(course?.id ?? 0);
  const actions = useRowActions();
  const [title, setTitle] = useState('');
  const [preview, setPreview] = useState<OutlineLesson | null>(null);
  const chapters = outline.data?.chapters ?? [];
  // The previewed lesson as last read: a new read brings a fresh media address.
  const previewMedia = preview
    ? (chapters.flatMap((c) => c.lessons).find((l) => l.id === preview.id)?.media ?? preview.media)
    : null;

  const addChapter = async () => {
    if (!title.trim()) return;
    await edit.mutateAsync({ type: 'addChapter', title: title.trim() });
    setTitle('');
  };
  const move = (index: number, by: -1 | 1) => {
    const ids = chapters.map((c) => c.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    void edit.mutateAsync({ type: 'orderChapters', ids });
  };
  const rename = (chapterId: number, value: string) => {
    if (value.trim()) void edit.mutateAsync({ type: 'renameChapter', chapterId, title: value.trim() });
  };

  return (
    <Drawer
      open={course !== null}
      onClose={onClose}
      title={course ? t('outlineTitle', { name: course.name }) : ''}
      size={mobile ? '100%' : 720}
      destroyOnHidden
    >
      {editable && (
        <Space.Compact style={{ width: '100%', marginBottom: 16 }}>
          <Input
            value={title}
            maxLength={80}
            placeholder={t('chapterTitle')}
            onChange={(e) => setTitle(e.target.value)}
            onPressEnter={() => void addChapter()}
            data-testid="chapter-title"
          />
          <Button icon={<PlusOutlined />} onClick={() => void addChapter()} data-testid="chapter-add">
            {t('addChapter')}
          </Button>
        </Space.Compact>
      )}
      {chapters.length === 0 && !outline.isLoading && <Empty description={t('noChapters')} />}
      <Space direction="vertical" style={{ width: '100%' }}>
        {chapters.map((chapter, index) => (
          <Card
            key={chapter.id}
            size="small"
            data-testid={`chapter-${chapter.id}`}
            title={
              <Typography.Text
                editable={editable ? { onChange: (v) => rename(chapter.id, v), tooltip: t('rename') } : false}
              >
                {chapter.title}
              </Typography.Text>
            }
            extra={
              editable && (
                <Space size={0} wrap>
                  <Button
                    type="link"
                    size="small"
                    icon={<ArrowUpOutlined />}
                    aria-label={t('moveUp')}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  />
                  <Button
                    type="link"
                    size="small"
                    icon={<ArrowDownOutlined />}
                    aria-label={t('moveDown')}
                    disabled={index === chapters.length - 1}
                    onClick={() => move(index, 1)}
                  />
                  <Button
                    type="link"
                    size="small"
                    onClick={() => lessonDialog.openCreate({ chapter_id: chapter.id, kind: 'video' })}
                    data-testid={`lesson-add-${chapter.id}`}
                  >
                    {t('addLesson')}
                  </Button>
                  <RowActions
                    actions={[
                      actions.remove(chapter.title, () =>
                        edit.mutateAsync({ type: 'deleteChapter', chapterId: chapter.id }),
                      ),
                    ]}
                  />
                </Space>
              )
            }
          >
            <List
              size="small"
              dataSource={chapter.lessons}
              locale={{ emptyText: t('noLessons') }}
              renderItem={(lesson) => (
                <List.Item
                  data-testid={`lesson-${lesson.id}`}
                  actions={[
                    lesson.media && (
                      <Button
                        key="preview"
                        type="link"
                        size="small"
                        icon={<PlayCircleOutlined />}
                        onClick={() => setPreview(lesson)}
                      >
                        {t('preview')}
                      </Button>
                    ),
                    editable && (
                      <RowActions
                        key="edit"
                        actions={[
                          actions.edit(() => lessonDialog.openEdit(lesson)),
                          actions.remove(lesson.title, () =>
                            edit.mutateAsync({ type: 'deleteLesson', lessonId: lesson.id }),
                          ),
                        ]}
                      />
                    ),
                  ].filter(Boolean)}
                >
                  <Space wrap>
                    <Tag>{t(`kind.${lesson.kind}`)}</Tag>
                    <span>{lesson.title}</span>
                    {lesson.duration_seconds > 0 && (
                      <Typography.Text type="secondary">{formatDuration(lesson.duration_seconds)}</Typography.Text>
                    )}
                  </Space>
                </List.Item>
              )}
            />
          </Card>
        ))}
      </Space>
      <LessonModal dialog={lessonDialog} chapters={chapters} />
      <Modal
        open={preview !== null}
        onCancel={() => setPreview(null)}
        footer={null}
        title={preview?.title}
        width={680}
        destroyOnHidden
      >
        {previewMedia && <PreviewVideo key={preview?.id} media={previewMedia} renew={() => void outline.refetch()} />}
      </Modal>
    </Drawer>
  );
}
