// POST /oauth/token: sign in with username (trimmed), password and role.
import { AUTH_API, type LoginBody, type TokenResponse } from '@etp/contracts';

import { post } from '../http';

export const login = (body: LoginBody) =>
  post<TokenResponse>(AUTH_API.token, { ...body, username: body.username.trim() }).then((r) => r.data);
