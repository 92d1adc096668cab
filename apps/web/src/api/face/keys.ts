// Query keys of face registration and checks.
export const faceKeys = {
  all: ['face'] as const,
  status: () => [...faceKeys.all, 'status'] as const,
  paused: () => [...faceKeys.all, 'paused'] as const,
  checks: (id: number) => [...faceKeys.all, 'checks', id] as const,
  photo: (id: number) => [...faceKeys.all, 'photo', id] as const,
};
