// The per-question review of an attempt: the answer given, the key, the analysis and the points earned.
import type { ResultDetail } from '@etp/contracts';
import { Card, Descriptions, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/RichText';

/** `answerLabel`: how the answers given are named ("你的答案" to the student; staff screens name the student). */
export function Review({ detail, answerLabel }: { detail: ResultDetail; answerLabel?: string }) {
  const { t } = useTranslation('exams');
  // Options show in the attempt's order with positional letters, as the candidate saw them; keys name the originals.
  const letter = (i: number) => String.fromCharCode(65 + i);
  const show = (q: ResultDetail['review'][number], values: string[]) => {
    if (q.type === 'judge') return values.map((v) => (v === 'T' ? t('true') : t('false'))).join('') || '—';
    if (q.type === 'single' || q.type === 'multiple')
      return (
        values
          .map((v) => q.options.findIndex((o) => o.key === v))
          .filter((i) => i >= 0)
          .sort()
          .map(letter)
          .join('') || '—'
      );
    return values.join('；') || '—';
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {detail.review.map((q, i) => (
        <Card
          key={q.question_id}
          size="small"
          title={
            <Space wrap>
              <span>{i + 1}.</span>
              <Tag>{t(`type.${q.type}`)}</Tag>
            </Space>
          }
          extra={
            <Tag color={q.earned === null ? 'default' : q.earned >= q.score ? 'success' : 'error'}>
              {t('earned')} {q.earned ?? '—'} / {q.score}
            </Tag>
          }
        >
          <RichText html={q.stem} className="" />
          {q.options.length > 0 && (
            <ul style={{ paddingLeft: 0, listStyle: 'none' }}>
              {q.options.map((o, k) => (
                <li key={o.key}>
                  {letter(k)}. {o.text}
                </li>
              ))}
            </ul>
          )}
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={answerLabel ?? t('yourAnswer')}>{show(q, q.answer)}</Descriptions.Item>
            <Descriptions.Item label={t('key')}>{show(q, q.key)}</Descriptions.Item>
            {q.analysis && <Descriptions.Item label={t('analysis')}>{q.analysis}</Descriptions.Item>}
          </Descriptions>
        </Card>
      ))}
    </Space>
  );
}
