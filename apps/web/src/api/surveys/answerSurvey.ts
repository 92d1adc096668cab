// POST /p/v1/surveys/:id/answers (a visitor: browser key + captcha) or /o/v1/surveys/:id/answers (signed in).
import {
  pathWith,
  SURVEYS_API,
  type SurveyAnonymousAnswer,
  type SurveyAnswerValue,
  type SurveyReceipt,
} from '@etp/contracts';
import { post } from '../http';

export type SurveyAnswers = Record<string, SurveyAnswerValue>;

export const answerSurvey = (
  id: number,
  body: { signedIn: true; answers: SurveyAnswers } | ({ signedIn: false } & SurveyAnonymousAnswer),
) => {
  const { signedIn, ...rest } = body;
  const url = pathWith(signedIn ? SURVEYS_API.answerSignedIn : SURVEYS_API.answer, { id });
  return post<SurveyReceipt>(url, rest, { silent: true }).then((r) => r.data);
};
