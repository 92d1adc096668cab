// API paths of SPEC section 7, shared by the server's routes and the browser's calls.

export const API = {
  token: '/oauth/token',
  refreshToken: '/oauth/refresh-token',
  userInfo: '/o/v1/users/info',
  userMenu: '/o/v1/users/menu',
  userWebsite: '/o/v1/users/website',
  logout: '/o/v1/users/logout',
  systemInfo: '/o/v1/systems/info',
  dicts: '/o/v1/dicts',
  operateShow: '/o/v1/operates/operate-show',
  functionShow: '/o/v1/operates/function-show',
  operateInfo: '/o/v1/operates/operate-info',
  functionInfo: '/o/v1/operates/function-info',
  student: '/s/v1/student',
  studentTable: '/s/v1/student/table',
  studentSurvey: '/s/v1/s-survey',
  theoryTest: (courseId: string | number) => `/s/v1/s-theory/${courseId}`,
  teacherHome: '/f/v1/homes/teacher',
  books: '/f/v1/books',
  learningRecord: '/o/v1/vods/learning-record',
  liveLearningRecord: '/o/v1/vods/live-vod-learning-record',
  companySettlement: '/f/v1/companys/settlement',
  paymentInfo: '/f/v1/students/payment-info',
  verifyBatchDel: '/f/v1/students/verify-batch-del',
} as const;

/** Calls that do not show the loading overlay (SPEC section 7). */
export const NO_LOADING_PATHS: readonly string[] = [API.learningRecord, API.liveLearningRecord, API.companySettlement];
/** Calls that do not count as session activity (SPEC section 7). */
export const NO_ACTIVITY_PATHS: readonly string[] = [API.learningRecord, API.liveLearningRecord];
