// The per-question review of an attempt: the answer given, the key, the analysis and the points earned.
import type { ResultDetail } from '@etp/contracts';
import { Card, Descriptions, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/RichText';

export function Review({ detail }: { detail: ResultDetail }) {
  const { t } = useTranslation('exams');
  const show = (type: string, values: string[]) =>
    type === 'judge' ? values.map((v) => (v === 'T' ? t('true') : t('false'))).join('') : values.join('；') || '—';
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
            <ul style={{ paddingLeft: 20 }}>
              {q.options.map((o) => (
                <li key={o.key}>
                  {o.key}. {o.text}
                </li>
              ))}
            </ul>
          )}
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t('yourAnswer')}>{show(q.type, q.answer)}</Descriptions.Item>
            <Descriptions.Item label={t('key')}>{show(q.type, q.key)}</Descriptions.Item>
            {q.analysis && <Descriptions.Item label={t('analysis')}>{q.analysis}</Descriptions.Item>}
          </Descriptions>
        </Card>
      ))}
    </Space>
  );
}
