// /completionTest/detail: the completion test itself, on the same engine and UI as the student's theory page
// (../components: saving with version numbers, unsent answers kept on the device, the countdown to the server's
// deadline, leaves of the page), under the theoryToken /completionTest put in session storage. A reload resumes the
// attempt; once submitted (or timed out) the page shows the score, and shows it again on a reload.
import type { AttemptState } from '@etp/contracts';
import { Alert, App, Button, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getAttempt } from '@/api/exams/theory';
import '../i18n';
import { SESSION_KEY } from '@/stores/cookies';
import { COMPLETION_CODE_KEY } from '../completion/session';
import { ResultTag } from '../components/ResultTag';
import { TheoryExam } from '../components/TheoryExam';

const frame = { padding: '12px 12px 32px' } as const;

export default function CompletionTestDetailPage() {
  const { t } = useTranslation('exams');
  const { message } = App.useApp();
  const [courseId] = useState(() =>
    sessionStorage.getItem(SESSION_KEY.theoryToken) ? sessionStorage.getItem(SESSION_KEY.courseId) : null,
  );
  const code = sessionStorage.getItem(COMPLETION_CODE_KEY);
  const back = code ? `/completionTest?code=${encodeURIComponent(code)}` : '/portal';
  const [closed, setClosed] = useState(false);

  if (!courseId)
    return (
      <div style={frame}>
        <Alert type="warning" showIcon message={t('completion.noAttempt')} />
        <Link to={back}>{t('completion.back')}</Link>
      </div>
    );
  return (
    <div style={frame}>
      {closed ? (
        <Score courseId={courseId} back={back} />
      ) : (
        <TheoryExam
          courseId={courseId}
          onClosed={(reason) => {
            if (reason === 'timeUp') void message.warning(t('timeUp'));
            setClosed(true);
          }}
        />
      )}
    </div>
  );
}

/** The submitted attempt's score, read back under the same token (short answers count once marked). */
function Score({ courseId, back }: { courseId: string; back: string }) {
  const { t } = useTranslation('exams');
  const [state, setState] = useState<AttemptState | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    getAttempt(courseId).then(
      (s) => live && setState(s),
      (e: unknown) => live && setError(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      live = false;
    };
  }, [courseId]);
  if (error) return <Alert type="error" showIcon message={error} />;
  if (!state) return <Spin />;
  // A short answer still to be marked: neither pass nor fail yet (待阅卷), as on the student's side (issue 28: 15).
  const waiting = state.status === 'submitted' || state.passed === null;
  const passed = waiting ? null : state.passed;
  const leave = () => {
    sessionStorage.removeItem(SESSION_KEY.theoryToken);
    sessionStorage.removeItem(SESSION_KEY.courseId);
  };
  return (
    <Result
      status={waiting ? 'info' : passed === 0 ? 'warning' : 'success'}
      title={t('completion.finished')}
      subTitle={
        <div data-testid="completion-score">
          <div style={{ fontSize: 16, margin: '8px 0' }}>
            {state.paper_name}
            <br />
            {t('completion.yourScore')}：
            <strong style={{ fontSize: 22 }}>
              {t('completion.scoreOf', { score: state.score ?? 0, total: state.total_score })}
            </strong>{' '}
            <ResultTag passed={passed} />
          </div>
          {waiting && <div data-testid="completion-pending">{t('completion.pendingMark')}</div>}
        </div>
      }
      extra={
        <Link to={back} onClick={leave}>
          <Button>{t('completion.back')}</Button>
        </Link>
      }
    />
  );
}
