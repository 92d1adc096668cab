// One answer: the student's text and files, its history, and the trainer's mark (0..full score, comment) or the
// return for rework with a reason. The server checks again who may mark and the bounds.
import type { SubmissionDetail, SubmissionRow } from '@etp/contracts';
import { App, Button, Descriptions, Drawer, Form, Input, InputNumber, Space, Tag, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadHomeworkFile } from '@/api/homework/downloadHomeworkFile';
import { useSubmission } from '@/api/homework/getSubmission';
import { useMarkSubmission } from '@/api/homework/markSubmission';
import { AttachmentsField } from '@/components/admin/AttachmentsField';
import { RichText } from '@/components/RichText';
import { useApp } from '@/stores/app';
import { formatDateTime } from '@/utils/time';

interface Props {
  row: SubmissionRow | null;
  fullScore: number;
  canMark: boolean;
  onClose: () => void;
}

export function MarkDrawer({ row, fullScore, canMark, onClose }: Props) {
  const { t } = useTranslation('trainHomework');
  const mobile = useApp((s) => s.device === 'mobile');
  const detail = useSubmission(row?.id ?? null);
  const data = detail.data;
  return (
    <Drawer
      open={row !== null}
      onClose={onClose}
      size={mobile ? '100%' : 640}
      title={row ? t('markTitle', { name: row.student_name }) : ''}
      destroyOnHidden
      data-testid="homework-mark-drawer"
    >
      {data && (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t('status')}>
              <Tag>{t(`statuses.${data.status}`)}</Tag>
              {data.late && <Tag color="orange">{t('late')}</Tag>}
            </Descriptions.Item>
            <Descriptions.Item label={t('submittedAt')}>{formatDateTime(data.submitted_at)}</Descriptions.Item>
            {data.score !== null && (
              <Descriptions.Item label={t('score')}>{`${data.score} / ${fullScore}`}</Descriptions.Item>
            )}
          </Descriptions>
          {data.content ? (
            <RichText html={data.content} testId="homework-answer" />
          ) : (
            <Typography.Text type="secondary">{t('answerEmpty')}</Typography.Text>
          )}
          <AttachmentsField value={data.attachments} download={downloadHomeworkFile} />
          {canMark && (data.status === 'submitted' || data.status === 'marked') && (
            <MarkForm detail={data} fullScore={fullScore} onDone={onClose} />
          )}
          <Typography.Title level={5}>{t('history')}</Typography.Title>
          <Timeline
            items={data.events.map((e) => ({
              children: `${formatDateTime(e.at)} ${e.actor_name} ${t(`events.${e.kind}`)}${e.late ? `（${t('late')}）` : ''}${e.note ? `：${e.note}` : ''}`,
            }))}
          />
        </Space>
      )}
    </Drawer>
  );
}

function MarkForm({ detail, fullScore, onDone }: { detail: SubmissionDetail; fullScore: number; onDone: () => void }) {
  const { t } = useTranslation('trainHomework');
  const { message } = App.useApp();
  const mark = useMarkSubmission();
  const [form] = Form.useForm<{ score: number; comment: string }>();
  const [reason, setReason] = useState('');
  const [returning, setReturning] = useState(false);
  const send = async (marking: Parameters<typeof mark.mutateAsync>[0]['marking']) => {
    const result = await mark.mutateAsync({ id: detail.id, marking }).catch(() => null);
    if (!result) return;
    void message.success(t(marking.action === 'mark' ? 'markSaved' : 'givenBack'));
    onDone();
  };
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ score: detail.score ?? undefined, comment: detail.comment }}
      onFinish={(values) => void send({ action: 'mark', score: values.score, comment: values.comment ?? '' })}
      data-testid="homework-mark-form"
    >
      <Form.Item
        name="score"
        label={`${t('score')}（0 - ${fullScore}）`}
        rules={[
          { required: true, type: 'integer', min: 0, max: fullScore, message: t('scoreRequired', { full: fullScore }) },
        ]}
      >
        <InputNumber min={0} max={fullScore} precision={0} data-testid="homework-score" />
      </Form.Item>
      <Form.Item name="comment" label={t('comment')}>
        <Input.TextArea rows={3} maxLength={1000} data-testid="homework-comment" />
      </Form.Item>
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={mark.isPending} data-testid="homework-mark-save">
          {t('saveMark')}
        </Button>
        {detail.status === 'submitted' && (
          <Button onClick={() => setReturning(true)} data-testid="homework-return">
            {t('giveBack')}
          </Button>
        )}
      </Space>
      {returning && (
        <Space.Compact style={{ width: '100%', marginTop: 12 }}>
          <Input
            placeholder={t('reason')}
            value={reason}
            maxLength={1000}
            onChange={(e) => setReason(e.target.value)}
            data-testid="homework-return-reason"
          />
          <Button
            danger
            disabled={reason.trim() === ''}
            onClick={() => void send({ action: 'return', reason })}
            data-testid="homework-return-send"
          >
            {t('giveBack')}
          </Button>
        </Space.Compact>
      )}
    </Form>
  );
}
