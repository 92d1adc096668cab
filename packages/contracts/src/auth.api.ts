// Sign-in, token refresh and sign-out paths (SPEC sections 3 and 7). Schema-free, like every *.api.ts module.

export const AUTH_API = {
  token: '/oauth/token',
  refreshToken: '/oauth/refresh-token',
  logout: '/o/v1/users/logout',
} as const;
