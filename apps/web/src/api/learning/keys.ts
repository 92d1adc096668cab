// Query keys of the student's study reads and a class's hours.

export const learningKeys = {
  all: ['learning'] as const,
  overview: () => [...learningKeys.all, 'overview'] as const,
  courses: () => [...learningKeys.all, 'courses'] as const,
  course: (id: number) => [...learningKeys.all, 'course', id] as const,
  classHours: (id: number) => [...learningKeys.all, 'class-hours', id] as const,
};
