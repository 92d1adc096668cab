// /surveyLink?id=: answer a survey (phone-first); without an id (the portal's 问卷调查 tile), the surveys open now. Visitors answer once per browser with a captcha; a signed-in
// person once each. `&preview=1` shows a draft to its author (the back-office preview), without sending.
import type { PublicSurvey, SurveyAnswerValue } from '@etp/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { RequestError } from '@/api/http';
import { answerSurvey } from '@/api/surveys/answerSurvey';
import { usePublicSurvey } from '@/api/surveys/getPublicSurvey';
import { usePublicSurveys } from '@/api/surveys/listPublicSurveys';
import styles from '@/components/PublicPage.module.css';
import {
  CaptchaField,
  type CaptchaState,
  PublicForm,
  SubmitButton,
  useCaptcha,
  useSubmission,
} from '@/components/public-form';
import { idFrom } from '@/features/portal';
import { useSession } from '@/stores/session';
import { formatDateTime } from '@/utils/time';
import { answeredHere, browserKey, markAnswered } from '../public/browserKey';
import { SURVEY_PORTAL_NS } from '../public/i18n';
import { type Answers, answersToSend, SurveyQuestions } from '../public/SurveyForm';

const when = (iso: string | null) => formatDateTime(iso);

interface FormProps {
  survey: PublicSurvey;
  preview: boolean;
  /** A visitor's captcha; null when signed in or previewing. */
  captcha: CaptchaState | null;
}

/** A visitor answers with a captcha (loaded only for them). */
function VisitorForm(props: Omit<FormProps, 'captcha'>) {
  const captcha = useCaptcha();
  return <SurveyAnswerForm {...props} captcha={captcha} />;
}

function SurveyAnswerForm({ survey, preview, captcha }: FormProps) {
  const { t } = useTranslation(SURVEY_PORTAL_NS);
  const signedIn = captcha === null && !preview;
  const [answers, setAnswers] = useState<Answers>({});
  const [answeredBefore] = useState(() => captcha !== null && answeredHere(survey.id));
  const [done, setDone] = useState(answeredBefore);
  const submission = useSubmission();

  const change = (questionId: number, value: SurveyAnswerValue) => {
    setAnswers((current) => ({ ...current, [questionId]: value }));
    submission.clearError(`answers.${questionId}`);
  };
  const send = async () => {
    if (preview) return;
    const body = answersToSend(survey, answers);
    const receipt = await submission.submit(() =>
      captcha
        ? answerSurvey(survey.id, { signedIn: false, answers: body, browser_key: browserKey(), ...captcha.fields })
        : answerSurvey(survey.id, { signedIn: true, answers: body }),
    );
    if (receipt === undefined) {
      captcha?.refresh();
      return;
    }
    markAnswered(survey.id);
    setDone(true);
  };

  if (done) {
    return (
      <p className={styles.state} role="status" data-testid="survey-done">
        {answeredBefore ? t('answeredBefore') : t('thanks')}
      </p>
    );
  }
  return (
    <PublicForm onSubmit={send} notice={submission.notice} data-testid="survey-form" aria-label={survey.title}>
      <p className={styles.meta}>
        {t('required')}
        {preview ? '' : ` · ${signedIn ? t('signedInNote') : t('anonymousNote')}`}
      </p>
      <SurveyQuestions survey={survey} answers={answers} onChange={change} errors={submission.errors} />
      {captcha && <CaptchaField captcha={captcha} error={submission.errors.captcha} />}
      {!preview && (
        <SubmitButton busy={submission.busy} data-testid="survey-submit">
          {t('submit')}
        </SubmitButton>
      )}
    </PublicForm>
  );
}

/** The surveys that take answers now, each a link to answer it (issue 28: 13). */
function OpenSurveys() {
  const { t } = useTranslation(SURVEY_PORTAL_NS);
  const list = usePublicSurveys();
  if (list.isPending) return <p className={styles.state}>{t('loading')}</p>;
  if (list.isError)
    return (
      <div className={styles.state} role="alert">
        <p>{t('loadFailed')}</p>
        <button type="button" className={styles.button} onClick={() => void list.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  return (
    <>
      <h1 className={styles.title}>{t('openTitle')}</h1>
      {list.data.length === 0 ? (
        <p className={styles.state} data-testid="survey-list-empty">
          {t('noneOpen')}
        </p>
      ) : (
        <ul className={styles.list} data-testid="survey-list">
          {list.data.map((s) => (
            <li key={s.id}>
              <Link to={`/surveyLink?id=${s.id}`} className={styles.listLink} data-testid={`survey-open-${s.id}`}>
                <strong>{s.title}</strong>
                {s.intro && <span className={styles.meta}>{s.intro}</span>}
                {s.closes_at && <span className={styles.meta}>{t('windowTo', { to: when(s.closes_at) })}</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export default function SurveyLinkPage() {
  const { t } = useTranslation(SURVEY_PORTAL_NS);
  const signedIn = useSession((s) => Boolean(s.token));
  const [search] = useSearchParams();
  const id = idFrom(search);
  const preview = search.get('preview') === '1';
  const query = usePublicSurvey(id, preview, id > 0);
  const survey = query.data;

  let body: ReactNode;
  if (!id) body = <OpenSurveys />;
  else if (query.isPending) body = <p className={styles.state}>{t('loading')}</p>;
  else if (query.isError || !survey) {
    const missing = query.error instanceof RequestError && [401, 403, 404].includes(query.error.code);
    body = (
      <div className={styles.state} role="alert">
        <p>{missing ? t('notFound') : t('loadFailed')}</p>
        {!missing && (
          <button type="button" className={styles.button} onClick={() => void query.refetch()}>
            {t('retry')}
          </button>
        )}
      </div>
    );
  } else {
    const notYet = survey.status === 'published' && survey.opens_at && Date.parse(survey.opens_at) > Date.now();
    body = (
      <>
        <h1 className={styles.title} data-testid="survey-title">
          {survey.title}
        </h1>
        {survey.intro && <p className={styles.intro}>{survey.intro}</p>}
        {(survey.opens_at || survey.closes_at) && (
          <p className={styles.meta}>
            {survey.opens_at && survey.closes_at
              ? t('window', { from: when(survey.opens_at), to: when(survey.closes_at) })
              : survey.opens_at
                ? t('windowFrom', { from: when(survey.opens_at) })
                : t('windowTo', { to: when(survey.closes_at) })}
          </p>
        )}
        {preview && <p className={styles.banner}>{t('preview')}</p>}
        {survey.open || preview ? (
          signedIn || preview ? (
            <SurveyAnswerForm survey={survey} preview={preview} captcha={null} />
          ) : (
            <VisitorForm survey={survey} preview={false} />
          )
        ) : (
          <p className={styles.state} role="status" data-testid="survey-closed">
            {notYet ? t('notOpenYet', { time: when(survey.opens_at) }) : t('ended')}
          </p>
        )}
      </>
    );
  }
  return (
    <div className={styles.page}>
      <section className={styles.card}>{body}</section>
    </div>
  );
}
