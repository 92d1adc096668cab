// Students: the signed-in student's detail and follow-up survey, and the student calls
// (schema-free).

export const STUDENTS_API = {
  detail: '/s/v1/student',
  table: '/s/v1/student/table',
  survey: '/s/v1/s-survey',
  /** The student's own profile on the settings page: login name, phone, avatar; PUT changes the phone. */
  profile: '/s/v1/student/profile',
  /** The student's avatar: one picture (multipart "file"), stored as a square JPEG. */
  avatar: '/s/v1/student/avatar',
  paymentInfo: '/f/v1/students/payment-info',
  verifyBatchDel: '/f/v1/students/verify-batch-del',
} as const;

/** The stored avatar's side in pixels (the server crops and scales the picture to a square JPEG). */
export const STUDENT_AVATAR_SIZE = 256;

/** Survey: business direction 6 and service type 8 mean "other" and need a text. */
export const SURVEY_OTHER_BUSINESS_DIRECTION = 6;
export const SURVEY_OTHER_SERVICE_TYPE = 8;
