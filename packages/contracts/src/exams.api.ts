// Exams: a course's theory test (SPEC section 7; the domain is not built yet). Schema-free.

export const EXAMS_API = {
  theory: (courseId: string | number) => `/s/v1/s-theory/${courseId}`,
} as const;
