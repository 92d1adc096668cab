// PUT /a/v1/users/:id/password: sets a new password and ends the user's sessions.
import { pathWith, USERS_API } from '@etp/contracts';

import { useMutation } from '@tanstack/react-query';
import { put } from '../http';

export const resetUserPassword = ({ id, password }: { id: number; password: string }) =>
  put<null>(pathWith(USERS_API.password, { id }), { password });

export const useResetUserPassword = () => useMutation({ mutationFn: resetUserPassword });
