// The running attempt: countdown to the server's deadline, the questions with their saved state, leaves, submit.
import { Alert, Button, Flex, Modal, Space, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Countdown } from './Countdown';
import { QuestionCard } from './QuestionCard';
import { useTheoryAttempt } from './useTheoryAttempt';

interface Props {
  courseId: string;
  onClosed(reason: 'submitted' | 'timeUp'): void;
}

export function TheoryExam({ courseId, onClosed }: Props) {
  const { t } = useTranslation('exams');
  const exam = useTheoryAttempt(courseId, onClosed);
  if (exam.error) return <Alert type="error" showIcon message={exam.error} />;
  if (!exam.state) return <Spin />;
  const { state } = exam;
  const unanswered = state.questions.filter(
    (q) => !(exam.answers[String(q.question_id)]?.answer ?? []).some((a) => a.trim()),
  );
  const confirmSubmit = () =>
    Modal.confirm({
      title: t('submit'),
      content: `${unanswered.length ? t('unanswered', { count: unanswered.length }) : ''}${t('submitConfirm')}`,
      onOk: exam.submit,
    });
  return (
    // A Flex, not a Space: Space wraps each child in a box of its own height, where the sticky bar could not stick;
    // the timer and 交卷 stay in view while the questions scroll (issue 28: 2).
    <Flex vertical gap="middle" style={{ width: '100%' }}>
      <Flex
        wrap
        gap={12}
        align="center"
        justify="space-between"
        style={{ position: 'sticky', top: 0, zIndex: 2, background: '#fff', padding: '8px 0' }}
      >
        <strong>{state.paper_name}</strong>
        <Space wrap>
          <span>{t('remaining')}</span>
          <Countdown deadline={state.deadline} offset={exam.offset} onZero={() => onClosed('timeUp')} />
          {exam.leaves > 0 && (
            <Tag color="orange" data-testid="leaves">
              {state.max_leaves
                ? t('leavesMax', { count: exam.leaves, max: state.max_leaves })
                : t('leaves', { count: exam.leaves })}
            </Tag>
          )}
          <Button type="primary" onClick={confirmSubmit} data-testid="submit-test">
            {t('submit')}
          </Button>
        </Space>
      </Flex>
      {exam.offline && <Alert type="warning" showIcon message={t('offline')} data-testid="offline" />}
      {state.questions.map((q, i) => (
        <QuestionCard
          key={q.question_id}
          index={i}
          question={q}
          answer={exam.answers[String(q.question_id)]?.answer ?? []}
          status={exam.statusOf(q.question_id)}
          onChange={(answer) => exam.change(q.question_id, answer)}
        />
      ))}
    </Flex>
  );
}
