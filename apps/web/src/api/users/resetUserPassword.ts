// PUT /a/v1/users/:id/password: sets a new password and ends the user's sessions.

import { useMutation } from '@tanstack/react-query';
import { ACCOUNTS_API, pathWith } from '../adminPaths';
import { put } from '../http';

export const resetUserPassword = ({ id, password }: { id: number; password: string }) =>
  put<null>(pathWith(ACCOUNTS_API.userPassword, { id }), { password });

export const useResetUserPassword = () => useMutation({ mutationFn: resetUserPassword });
