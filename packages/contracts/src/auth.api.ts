// Sign-in, token refresh and sign-out paths. Schema-free, like every *.api.ts module.

export const AUTH_API = {
  token: '/oauth/token',
  refreshToken: '/oauth/refresh-token',
  logout: '/o/v1/users/logout',
} as const;
