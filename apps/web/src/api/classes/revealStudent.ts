// POST /f/v1/students/{id}/reveal: one full ID number or phone, audited on the server.
import { ENROLMENTS_API } from '@etp/contracts';
import { useMutation } from '@tanstack/react-query';
import { post } from '../http';

export const revealStudent = ({ id, field }: { id: number; field: 'id_card' | 'phone' }) =>
  post<{ value: string }>(ENROLMENTS_API.reveal(id), { field }).then((r) => r.data.value);
export const useRevealStudent = () => useMutation({ mutationFn: revealStudent });
