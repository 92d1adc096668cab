// Students: the signed-in student's detail and follow-up survey, and the student calls of SPEC section 7
// (schema-free).

export const STUDENTS_API = {
  detail: '/s/v1/student',
  table: '/s/v1/student/table',
  survey: '/s/v1/s-survey',
  paymentInfo: '/f/v1/students/payment-info',
  verifyBatchDel: '/f/v1/students/verify-batch-del',
} as const;

/** Survey: business direction 6 and service type 8 mean "other" and need a text. */
export const SURVEY_OTHER_BUSINESS_DIRECTION = 6;
export const SURVEY_OTHER_SERVICE_TYPE = 8;
