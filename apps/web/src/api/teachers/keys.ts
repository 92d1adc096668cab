// Query keys of the signed-in teacher.

export const teachersKeys = {
  all: ['teachers'] as const,
  home: () => [...teachersKeys.all, 'home'] as const,
};
