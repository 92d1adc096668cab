// Surveys (questionnaires): built by administrators, answered on the portal by link or QR code (schema-free).

export const SURVEYS_API = {
  list: '/a/v1/surveys',
  one: '/a/v1/surveys/:id',
  publish: '/a/v1/surveys/:id/publish',
  close: '/a/v1/surveys/:id/close',
  /** The survey as the public page shows it, whatever its state (the builder's preview). */
  preview: '/a/v1/surveys/:id/preview',
  results: '/a/v1/surveys/:id/results',
  /** One text question's answers, paged. */
  texts: '/a/v1/surveys/:id/texts',
  /** Every answer of one survey to the download centre. */
  exportAnswers: '/a/v1/surveys/export-answers',
  /** The portal's list of the surveys that take answers now (the 问卷调查 tile). */
  publicList: '/p/v1/surveys',
  /** The portal: an open survey, and an answer from a visitor (browser key + captcha) or a signed-in person. */
  publicOne: '/p/v1/surveys/:id',
  answer: '/p/v1/surveys/:id/answers',
  answerSignedIn: '/o/v1/surveys/:id/answers',
} as const;

export const SURVEY_STATUSES = ['draft', 'published', 'closed'] as const;
export type SurveyStatus = (typeof SURVEY_STATUSES)[number];

export const SURVEY_QUESTION_KINDS = ['single', 'multiple', 'text', 'rating'] as const;
export type SurveyQuestionKind = (typeof SURVEY_QUESTION_KINDS)[number];

export const SURVEY_LIMITS = {
  questions: 50,
  options: 20,
  title: 200,
  intro: 2000,
  questionTitle: 300,
  option: 100,
  text: 2000,
  ratingMin: 1,
  ratingMaxLow: 3,
  ratingMaxHigh: 10,
  /** Anonymous answers from one address per hour, over all surveys (a class behind one address fits). */
  anonymousPerIpPerHour: 120,
} as const;

/** Where the portal answers a survey, and where its QR page is. */
export const surveyLinkPath = (id: number) => `/surveyLink?id=${id}`;
export const surveyQrcodePath = (id: number) => `/surveyQrcode?id=${id}`;
