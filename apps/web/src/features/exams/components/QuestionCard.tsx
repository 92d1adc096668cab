// One question of the attempt (or of a practice round: no points) with its input and whether its answer is saved.
import type { AttemptQuestion } from '@etp/contracts';
import { Card, Checkbox, Input, Radio, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/RichText';
import type { SaveStatus } from './useTheoryAttempt';

interface Props {
  index: number;
  question: AttemptQuestion;
  answer: string[];
  status: SaveStatus | null;
  disabled?: boolean;
  onChange(answer: string[]): void;
}

const STATUS_COLOR: Record<SaveStatus, string> = { saved: 'success', saving: 'processing', unsent: 'warning' };

export function QuestionCard({ index, question: q, answer, status, disabled, onChange }: Props) {
  const { t } = useTranslation('exams');
  const letter = (i: number) => String.fromCharCode(65 + i);
  return (
    <Card
      size="small"
      data-testid={`question-${q.question_id}`}
      title={
        <Space wrap>
          <span>{index + 1}.</span>
          <Tag>{t(`type.${q.type}`)}</Tag>
          {q.score > 0 && <span>{t('points', { count: q.score })}</span>}
        </Space>
      }
      extra={
        status ? (
          <Tag color={STATUS_COLOR[status]} data-testid="save-status">
            {t(status)}
          </Tag>
        ) : null
      }
    >
      <RichText html={q.stem} className="" />
      {q.type === 'single' && (
        <Radio.Group value={answer[0]} disabled={disabled} onChange={(e) => onChange([e.target.value as string])}>
          <Space direction="vertical">
            {q.options.map((o, i) => (
              <Radio key={o.key} value={o.key}>
                {letter(i)}. {o.text}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      )}
      {q.type === 'multiple' && (
        <Checkbox.Group value={answer} disabled={disabled} onChange={(v) => onChange([...(v as string[])].sort())}>
          <Space direction="vertical">
            {q.options.map((o, i) => (
              <Checkbox key={o.key} value={o.key}>
                {letter(i)}. {o.text}
              </Checkbox>
            ))}
          </Space>
        </Checkbox.Group>
      )}
      {q.type === 'judge' && (
        <Radio.Group value={answer[0]} disabled={disabled} onChange={(e) => onChange([e.target.value as string])}>
          <Radio value="T">{t('true')}</Radio>
          <Radio value="F">{t('false')}</Radio>
        </Radio.Group>
      )}
      {q.type === 'blank' && (
        <Space direction="vertical" style={{ width: '100%' }}>
          {Array.from({ length: q.blanks }, (_, i) => (
            <Input
              // biome-ignore lint/suspicious/noArrayIndexKey: the blanks are positions
              key={i}
              aria-label={t('blank', { n: i + 1 })}
              placeholder={t('blank', { n: i + 1 })}
              maxLength={200}
              disabled={disabled}
              value={answer[i] ?? ''}
              onChange={(e) => {
                const next = Array.from({ length: q.blanks }, (_, k) => answer[k] ?? '');
                next[i] = e.target.value;
                onChange(next);
              }}
            />
          ))}
        </Space>
      )}
      {q.type === 'short' && (
        <Input.TextArea
          aria-label={t('shortPlaceholder')}
          placeholder={t('shortPlaceholder')}
          rows={4}
          maxLength={2000}
          disabled={disabled}
          value={answer[0] ?? ''}
          onChange={(e) => onChange([e.target.value])}
        />
      )}
    </Card>
  );
}
