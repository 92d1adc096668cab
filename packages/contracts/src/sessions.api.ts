// Online sessions: every session (administrators) and the signed-in user's own (schema-free).

export const SESSIONS_API = {
  list: '/a/v1/sessions',
  one: '/a/v1/sessions/:id',
  mine: '/o/v1/users/sessions',
  myOne: '/o/v1/users/sessions/:id',
} as const;
