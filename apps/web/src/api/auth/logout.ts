// POST /o/v1/users/logout: end the session on the server (errors do not stop the local sign-out).
import { AUTH_API } from '@etp/contracts';
import { post } from '../http';

export const logout = () => post<null>(AUTH_API.logout, undefined, { silent: true }).catch(() => undefined);
