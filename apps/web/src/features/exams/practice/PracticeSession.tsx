// One practice round: question by question, the answer checked by the server at once (right / wrong / seen for a
// short answer) with the key and the analysis, then the next; a short summary at the end.
import type { AttemptQuestion, PracticeFeedback, PracticeMode, PracticeQuestion } from '@etp/contracts';
import { Alert, Button, Card, Descriptions, Empty, Flex, Result, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnswerPractice, usePracticeBatch } from '@/api/exams/practice';
import { RequestError } from '@/api/http';
import { QuestionCard } from '../components/QuestionCard';
import { answerText } from './answerText';

export interface Round {
  mode: PracticeMode;
  chapterId?: number;
  title: string;
}

const BATCH = 10;

/** The practice question in the shape the theory card shows (no points, nothing saved). */
const asCard = (q: PracticeQuestion): AttemptQuestion => ({ ...q, score: 0, answer: [], version: 0 });

const hasAnswer = (answer: string[]) => answer.some((a) => a.trim());

export function PracticeSession({ courseId, round, onClose }: { courseId: number; round: Round; onClose(): void }) {
  const { t } = useTranslation('practice');
  const { t: te } = useTranslation('exams');
  const [turn, setTurn] = useState(0);
  const batch = usePracticeBatch(courseId, {
    mode: round.mode,
    ...(round.chapterId ? { chapter_id: round.chapterId } : {}),
    count: BATCH,
    round: turn,
  });
  const check = useAnswerPractice(courseId);
  const [index, setIndex] = useState(0);
  const [answer, setAnswer] = useState<string[]>([]);
  const [results, setResults] = useState<PracticeFeedback[]>([]);
  const feedback = results[index] ?? null;
  const words = { true: te('true'), false: te('false') };

  const again = () => {
    setResults([]);
    setIndex(0);
    setAnswer([]);
    setTurn((n) => n + 1);
  };
  const header = (
    <Flex justify="space-between" align="center" wrap gap={8}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {round.title}
      </Typography.Title>
      <Button onClick={onClose}>{t('quit')}</Button>
    </Flex>
  );

  if (batch.isPending) return <Spin />;
  const questions = batch.data ?? [];
  if (!questions.length)
    return (
      <Space direction="vertical" style={{ width: '100%' }}>
        {header}
        <Empty description={t(round.mode === 'wrong' ? 'wrongEmpty' : 'empty')} />
      </Space>
    );
  if (index >= questions.length) {
    const right = results.filter((r) => r.result === 'right').length;
    const wrong = results.filter((r) => r.result === 'wrong').length;
    return (
      <Result
        status="success"
        title={t('done')}
        subTitle={t('doneStats', { total: questions.length, right, wrong })}
        data-testid="practice-done"
        extra={[
          <Button key="again" type="primary" onClick={again}>
            {t('again')}
          </Button>,
          <Button key="back" onClick={onClose}>
            {t('back')}
          </Button>,
        ]}
      />
    );
  }
  const q = questions[index] as PracticeQuestion;
  const last = index === questions.length - 1;
  const verdict = feedback
    ? {
        right: { type: 'success' as const, text: t('right') },
        wrong: { type: 'error' as const, text: feedback.in_wrong_book ? t('wrong') : t('wrongAgain') },
        seen: { type: 'info' as const, text: t('seen') },
      }[feedback.result]
    : null;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      {header}
      <Typography.Text type="secondary" data-testid="practice-progress">
        {t('progress', { n: index + 1, total: questions.length })}
        {q.chapter_title ? ` · ${q.chapter_title}` : ''}
      </Typography.Text>
      <QuestionCard
        key={q.question_id}
        index={index}
        question={asCard(q)}
        answer={feedback ? feedback.answer : answer}
        status={null}
        disabled={Boolean(feedback) || check.isPending}
        onChange={setAnswer}
      />
      {feedback && verdict && (
        <Card size="small" data-testid="practice-feedback">
          <Alert type={verdict.type} showIcon message={verdict.text} data-result={feedback.result} />
          <Descriptions size="small" column={1} style={{ marginTop: 12 }}>
            <Descriptions.Item label={t('yourAnswer')}>
              <span style={{ whiteSpace: 'pre-wrap' }}>{answerText(q.type, feedback.answer, words)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('key')}>
              <span style={{ whiteSpace: 'pre-wrap' }}>{answerText(q.type, feedback.key, words, true)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('analysis')}>
              <span style={{ whiteSpace: 'pre-wrap' }}>{feedback.analysis || t('noAnalysis')}</span>
            </Descriptions.Item>
          </Descriptions>
        </Card>
      )}
      <Flex justify="flex-end">
        {feedback ? (
          <Button
            type="primary"
            data-testid="practice-next"
            onClick={() => {
              setAnswer([]);
              setIndex(index + 1);
            }}
          >
            {last ? t('finish') : t('next')}
          </Button>
        ) : (
          <Button
            type="primary"
            data-testid="practice-submit"
            disabled={!hasAnswer(answer)}
            loading={check.isPending}
            onClick={() =>
              check.mutate(
                { question_id: q.question_id, answer },
                {
                  onSuccess: (result) => {
                    const next = [...results];
                    next[index] = result;
                    setResults(next);
                  },
                  // A test that can ask this question was published meanwhile: the server's message says so, and
                  // the round goes on without it.
                  onError: (error) => {
                    if (error instanceof RequestError && error.code === 409) {
                      setAnswer([]);
                      setIndex(index + 1);
                    }
                  },
                },
              )
            }
          >
            {t('submit')}
          </Button>
        )}
      </Flex>
    </Space>
  );
}
