// /studentFront/theoryTest: the student's theory tests, and the running attempt. The attempt's courseId and
// theoryToken live in session storage, so a reload resumes it where it was.
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useStartTest } from '@/api/exams/startTest';
import { PageFrame } from '@/components/PageFrame';
import { SESSION_KEY } from '@/stores/cookies';
import '../i18n';
import { TheoryExam } from '../components/TheoryExam';
import { TestList } from '../theory/TestList';

export default function TheoryTestPage() {
  const { t } = useTranslation('exams');
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const start = useStartTest();
  const [courseId, setCourseId] = useState(() =>
    sessionStorage.getItem(SESSION_KEY.theoryToken) ? sessionStorage.getItem(SESSION_KEY.courseId) : null,
  );
  const close = (reason: 'submitted' | 'timeUp') => {
    sessionStorage.removeItem(SESSION_KEY.theoryToken);
    sessionStorage.removeItem(SESSION_KEY.courseId);
    setCourseId(null);
    if (reason === 'timeUp') message.warning(t('timeUp'));
    else message.success(t('submitted'));
    navigate('/studentFront/testResult');
  };
  return (
    <PageFrame titleKey="route.theoryTest">
      {courseId ? (
        <TheoryExam courseId={courseId} onClosed={close} />
      ) : (
        <TestList
          starting={start.isPending}
          onStart={(test) => {
            const go = () =>
              start.mutate(test.id, {
                onSuccess: (started) => {
                  sessionStorage.setItem(SESSION_KEY.courseId, String(started.course_id));
                  sessionStorage.setItem(SESSION_KEY.theoryToken, started.theory_token);
                  setCourseId(String(started.course_id));
                },
              });
            // Resuming uses no attempt; a new start does: say so, with the time it runs (issue 28: 7).
            if (test.in_progress !== null) return go();
            modal.confirm({
              title: t('startConfirmTitle'),
              content: (
                <span data-testid="start-confirm-text">
                  {t('startConfirmText', {
                    minutes: test.duration_minutes,
                    left: Math.max(0, test.attempts_allowed - test.attempts_used - 1),
                  })}
                </span>
              ),
              okText: t('startConfirmOk'),
              cancelText: t('cancel'),
              okButtonProps: { 'data-testid': 'start-confirm-ok' } as Record<string, string>,
              cancelButtonProps: { 'data-testid': 'start-confirm-cancel' } as Record<string, string>,
              onOk: go,
            });
          }}
        />
      )}
    </PageFrame>
  );
}
