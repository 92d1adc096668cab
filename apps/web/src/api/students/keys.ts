// Query keys of the signed-in student.

export const studentsKeys = {
  all: ['students'] as const,
  detail: () => [...studentsKeys.all, 'detail'] as const,
  profile: () => [...studentsKeys.all, 'profile'] as const,
};
