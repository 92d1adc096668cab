// One attempt as staff see it: the summary, every answer with its key, and marks for the short answers (trainers and
// teachers of the class; the server refuses anyone else).
import type { ResultDetail } from '@etp/contracts';
import { App, Button, Descriptions, InputNumber, Space, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMarkAttempt, useStaffAttempt } from '@/api/exams/results';
import { formatDateTime } from '@/utils/time';
import '../i18n';
import { ResultTag } from './ResultTag';
import { Review } from './Review';

export function AttemptDetail({ id, canMark }: { id: number; canMark: boolean }) {
  const detail = useStaffAttempt(id);
  if (!detail.data) return <Spin />;
  return <Loaded detail={detail.data} canMark={canMark} />;
}

function Loaded({ detail: d, canMark }: { detail: ResultDetail; canMark: boolean }) {
  const { t } = useTranslation('exams');
  const { message } = App.useApp();
  const mark = useMarkAttempt(d.attempt_id);
  const shorts = d.review.filter((q) => q.type === 'short');
  const [marks, setMarks] = useState<Record<number, number | null>>(() =>
    Object.fromEntries(shorts.map((q) => [q.question_id, q.earned])),
  );
  const save = () =>
    mark.mutate(
      {
        marks: shorts
          .filter((q) => marks[q.question_id] !== null && marks[q.question_id] !== undefined)
          .map((q) => ({ question_id: q.question_id, score: marks[q.question_id] ?? 0 })),
      },
      { onSuccess: () => void message.success(t('marksSaved')) },
    );
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered>
        <Descriptions.Item label={t('student')}>{d.student_name}</Descriptions.Item>
        <Descriptions.Item label={t('paper')}>{d.paper_name}</Descriptions.Item>
        <Descriptions.Item label={t('started')}>{formatDateTime(d.started_at)}</Descriptions.Item>
        <Descriptions.Item label={t('submittedAt')}>{formatDateTime(d.submitted_at)}</Descriptions.Item>
        <Descriptions.Item label={t('submittedBy')}>
          {d.submitted_by ? t(`by.${d.submitted_by}`) : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('leaveCount')}>{t('leaves', { count: d.leave_count })}</Descriptions.Item>
        <Descriptions.Item label={t('result')}>
          {d.score ?? '—'} / {d.total_score} <ResultTag passed={d.passed} />
        </Descriptions.Item>
      </Descriptions>
      {canMark && shorts.length > 0 && d.status !== 'in_progress' && (
        <Space wrap>
          {shorts.map((q) => (
            <Space key={q.question_id}>
              <span>{t('markQuestion', { n: d.review.indexOf(q) + 1 })}</span>
              <InputNumber
                min={0}
                max={q.score}
                value={marks[q.question_id]}
                onChange={(v) => setMarks((m) => ({ ...m, [q.question_id]: v }))}
              />
              <span>/ {q.score}</span>
            </Space>
          ))}
          <Button type="primary" loading={mark.isPending} onClick={save}>
            {t('saveMarks')}
          </Button>
        </Space>
      )}
      <Review detail={d} answerLabel={t('studentAnswer')} />
    </Space>
  );
}
