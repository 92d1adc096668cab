// /completionTest?code=...: a completion test reached by link or QR, phone-first and without antd. Shows the test
// (paper, class, window, duration, scores) and the identify form: name + ID number (with the personal-information
// notice). On success the attempt's courseId and theoryToken go to session storage and the person
// goes on to /completionTest/detail, which runs the test on the same engine as the student's theory page. Without a
// code (the portal's 结业测试 tile) or with an unknown one, a box takes the code the teacher gave (issue 28: 13).
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { identifyCompletion, useCompletionInfo } from '@/api/exams/completion';
import '../completionI18n';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/PageFrame';
import {
  ConsentField,
  fieldBinder,
  PublicForm,
  SubmitButton,
  TextField,
  useDraft,
  useSubmission,
} from '@/components/public-form';
import { SESSION_KEY } from '@/stores/cookies';
import { formatDateTime } from '@/utils/time';
import styles from '../completion/Completion.module.css';
import { COMPLETION_CODE_KEY } from '../completion/session';

const EMPTY = { name: '', id_card: '', consent: false };

export default function CompletionTestPage() {
  const { t } = useTranslation('exams');
  const [params] = useSearchParams();
  const code = (params.get('code') ?? '').trim();
  const info = useCompletionInfo(code);
  const navigate = useNavigate();
  // The ID number is not kept in the browser: only the name survives a reload.
  const draft = useDraft(`completion-${code}`, EMPTY, ['id_card', 'consent']);
  const submission = useSubmission();
  const { values, setField } = draft;
  const { bind } = fieldBinder(values, setField, submission);

  if (!code) return <CodeBox />;
  if (info.isPending) return <PageFrame titleKey="route.completionTest" loading />;
  if (!info.data) return <CodeBox wrong={code} />;
  const test = info.data;
  const now = Date.now();
  const notOpen = now < Date.parse(test.opens_at);
  const closed = Date.parse(test.closes_at) <= now;

  const send = async () => {
    if (!values.consent) {
      submission.setNotice({ tone: 'error', text: t('completion.consentRequired') });
      return;
    }
    const started = await submission.submit(() =>
      identifyCompletion(code, { name: values.name.trim(), id_card: values.id_card.trim() }),
    );
    if (!started) return;
    draft.clear();
    sessionStorage.setItem(SESSION_KEY.courseId, String(started.course_id));
    sessionStorage.setItem(SESSION_KEY.theoryToken, started.theory_token);
    sessionStorage.setItem(COMPLETION_CODE_KEY, code);
    navigate('/completionTest/detail');
  };

  return (
    <PageFrame titleKey="route.completionTest">
      <h2 className={styles.paper} data-testid="completion-paper">
        {test.paper_name}
      </h2>
      <dl className={styles.facts}>
        <dt>{t('class')}</dt>
        <dd>{test.class_name}</dd>
        <dt>{t('window')}</dt>
        <dd>
          {formatDateTime(test.opens_at)} ~ {formatDateTime(test.closes_at)}
        </dd>
        <dt>{t('duration')}</dt>
        <dd>{t('minutes', { count: test.duration_minutes })}</dd>
        <dt>{t('completion.totalScore')}</dt>
        <dd>{test.total_score}</dd>
        <dt>{t('completion.passScore')}</dt>
        <dd>{test.pass_score}</dd>
      </dl>
      {notOpen || closed ? (
        <p className={styles.alert} role="status">
          {notOpen
            ? t('completion.notOpen', { time: formatDateTime(test.opens_at) })
            : t('completion.closed', { time: formatDateTime(test.closes_at) })}
        </p>
      ) : (
        <>
          <p className={styles.intro}>{t('completion.intro')}</p>
          <PublicForm onSubmit={send} notice={submission.notice} data-testid="completion-form">
            <TextField {...bind('name')} label={t('completion.name')} required autoComplete="name" />
            <TextField
              {...bind('id_card')}
              label={t('completion.idCard')}
              required
              hint={t('completion.idCardHint')}
              autoComplete="off"
              maxLength={18}
            />
            <ConsentField checked={values.consent} onChange={(v) => setField('consent', v)} />
            <SubmitButton busy={submission.busy} data-testid="completion-start">
              {t('completion.start')}
            </SubmitButton>
          </PublicForm>
        </>
      )}
    </PageFrame>
  );
}

/** The box to type the test's code in; `wrong`: the code tried, which names no test. */
function CodeBox({ wrong }: { wrong?: string }) {
  const { t } = useTranslation('exams');
  const navigate = useNavigate();
  const [value, setValue] = useState(wrong ?? '');
  const [error, setError] = useState<string | undefined>(undefined);
  const go = () => {
    const typed = value.trim();
    if (!typed) {
      setError(t('completion.codeRequired'));
      return;
    }
    setError(undefined);
    navigate(`/completionTest?code=${encodeURIComponent(typed)}`);
  };
  return (
    <PageFrame titleKey="route.completionTest">
      {wrong && (
        <p className={styles.alert} role="alert" data-testid="completion-not-found">
          {t('completion.notFound')}
        </p>
      )}
      <p className={styles.intro}>{t('completion.codeIntro')}</p>
      <PublicForm onSubmit={go} notice={null} data-testid="completion-code-form">
        <TextField
          name="code"
          label={t('completion.code')}
          value={value}
          onChange={setValue}
          error={error}
          required
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={64}
          data-testid="completion-code"
        />
        <SubmitButton busy={false} lockMs={0} data-testid="completion-code-go">
          {t('completion.codeGo')}
        </SubmitButton>
      </PublicForm>
    </PageFrame>
  );
}
