// Homework write and preview share this page; the mode comes from the path. Writing keeps a draft as the student
// types (see useAnswerDraft); the preview (and any answer no longer the student's to change) is read only.
import { HOMEWORK_ATTACHMENTS_MAX, type MyHomework } from '@etp/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, type ButtonProps, Divider, Empty, Popconfirm, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { downloadHomeworkFile } from '@/api/homework/downloadHomeworkFile';
import { useMyHomeworkDetail } from '@/api/homework/getMyHomework';
import { homeworkKeys } from '@/api/homework/keys';
import { uploadHomeworkFile } from '@/api/homework/uploadHomeworkFile';
import { AttachmentsField } from '@/components/admin/AttachmentsField';
import { PageFrame } from '@/components/PageFrame';
import { RichText } from '@/components/RichText';
import { useSession } from '@/stores/session';
import { formatDateTime } from '@/utils/time';
import { AnswerEditor } from '../student/AnswerEditor';
import '../student/i18n';
import { AnswerStatus } from '../student/StatusTag';
import { useAnswerDraft } from '../student/useAnswerDraft';

const BASE = '/studentFront/afterClassHomework';

export default function HomeworkEditPage() {
  const { t } = useTranslation('studentHomework');
  const preview = useLocation().pathname.endsWith('/preview');
  const id = Number(useSearchParams()[0].get('id')) || 0;
  const homework = useMyHomeworkDetail(id);
  const userId = useSession((s) => s.user?.uid ?? 0);
  const data = homework.data;
  return (
    <PageFrame
      titleKey={preview ? 'route.homeworkPreview' : 'route.homeworkWrite'}
      extra={<Link to={BASE}>{t('backToList')}</Link>}
    >
      {homework.isLoading || !homework.isFetchedAfterMount ? (
        <Skeleton active />
      ) : !data ? (
        <Empty description={t('notFound')} />
      ) : (
        <>
          <Requirement homework={data} />
          <Divider />
          {preview || !data.writable ? (
            <ReadOnlyAnswer homework={data} />
          ) : (
            <Writer key={`${data.id}-${data.status}`} homework={data} userId={userId} />
          )}
        </>
      )}
    </PageFrame>
  );
}

function Requirement({ homework }: { homework: MyHomework }) {
  const { t } = useTranslation('studentHomework');
  return (
    <section>
      <Typography.Title level={4} style={{ marginTop: 0 }} data-testid="homework-title">
        {homework.title}
      </Typography.Title>
      <Space wrap size={[12, 4]} style={{ marginBottom: 12 }}>
        <AnswerStatus status={homework.status} late={homework.late} />
        <Typography.Text type="secondary">{`${t('dueAt')}：${formatDateTime(homework.due_at)}`}</Typography.Text>
        <Typography.Text type="secondary">{t('fullScore', { score: homework.full_score })}</Typography.Text>
        <Typography.Text type="secondary">{t(`latePolicies.${homework.late_policy}`)}</Typography.Text>
      </Space>
      <Typography.Title level={5}>{t('requirement')}</Typography.Title>
      <RichText html={homework.content} testId="homework-requirement" />
      <AttachmentsField value={homework.attachments} download={downloadHomeworkFile} />
    </section>
  );
}

function ReadOnlyAnswer({ homework }: { homework: MyHomework }) {
  const { t } = useTranslation('studentHomework');
  const { answer } = homework;
  const pastDue = homework.status !== 'submitted' && homework.status !== 'marked' && !homework.writable;
  return (
    <section data-testid="homework-preview">
      {homework.status === 'marked' && (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="homework-mark"
          message={t('score', { score: homework.score ?? 0, full: homework.full_score })}
          description={answer.comment ? `${t('comment')}：${answer.comment}` : undefined}
        />
      )}
      {pastDue && <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={t('pastDue')} />}
      <Typography.Title level={5}>{t('myAnswer')}</Typography.Title>
      {answer.submitted_at && (
        <Typography.Paragraph type="secondary">
          {t('submittedAt', { time: formatDateTime(answer.submitted_at) })}
        </Typography.Paragraph>
      )}
      {answer.content ? (
        <RichText html={answer.content} testId="homework-answer" />
      ) : (
        <Typography.Text type="secondary">{t('noAnswer')}</Typography.Text>
      )}
      <AttachmentsField value={answer.attachments} download={downloadHomeworkFile} />
      {homework.writable && (
        <div style={{ marginTop: 16 }}>
          <Link to={`${BASE}/write?id=${homework.id}`}>{t('backToWrite')}</Link>
        </div>
      )}
    </section>
  );
}

function Writer({ homework, userId }: { homework: MyHomework; userId: number }) {
  const { t } = useTranslation('studentHomework');
  const navigate = useNavigate();
  const client = useQueryClient();
  const draft = useAnswerDraft(homework, userId);
  const late = Date.now() > new Date(homework.due_at).getTime();
  const submit = async () => {
    if (!(await draft.submit())) return;
    await client.invalidateQueries({ queryKey: homeworkKeys.all });
    await navigate(`${BASE}/preview?id=${homework.id}`);
  };
  const saveText =
    draft.state === 'saved'
      ? draft.savedAt
        ? t('save.saved', { time: formatDateTime(draft.savedAt, { seconds: true }) })
        : ''
      : t(`save.${draft.state}`);
  return (
    <section>
      {homework.status === 'returned' && homework.answer.return_reason && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          message={`${t('returnReason')}：${homework.answer.return_reason}`}
        />
      )}
      {draft.notice && (
        <Alert
          type="info"
          showIcon
          closable
          style={{ marginBottom: 12 }}
          message={t(draft.notice === 'stale' ? 'staleNotice' : 'restored')}
          data-testid="homework-notice"
        />
      )}
      {late && <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={t('lateWarning')} />}
      <Typography.Title level={5}>{t('myAnswer')}</Typography.Title>
      <AnswerEditor value={draft.content} resetKey={draft.resetKey} onChange={(content) => draft.change({ content })} />
      <Typography.Paragraph
        type={draft.state === 'offline' ? 'warning' : 'secondary'}
        style={{ margin: '6px 0 12px', minHeight: 22 }}
        data-testid="homework-save-state"
        data-state={draft.state}
      >
        {saveText}
      </Typography.Paragraph>
      <Typography.Title level={5}>{t('attachments')}</Typography.Title>
      <AttachmentsField
        value={draft.files}
        onChange={(files) => draft.change({ files })}
        upload={uploadHomeworkFile}
        uploadLabel={t('upload')}
        download={downloadHomeworkFile}
        max={HOMEWORK_ATTACHMENTS_MAX}
        hint={t('uploadHint')}
      />
      <Space wrap style={{ marginTop: 20 }}>
        <Popconfirm
          title={t('confirmSubmit')}
          onConfirm={() => void submit()}
          okButtonProps={{ 'data-testid': 'homework-submit-ok' } as ButtonProps}
        >
          <Button type="primary" data-testid="homework-submit">
            {t('submit')}
          </Button>
        </Popconfirm>
        <Button
          onClick={async () => {
            await draft.flush();
            await client.invalidateQueries({ queryKey: homeworkKeys.all });
            await navigate(`${BASE}/preview?id=${homework.id}`);
          }}
          data-testid="homework-preview-link"
        >
          {t('preview')}
        </Button>
      </Space>
    </section>
  );
}
