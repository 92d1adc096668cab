// The class's steps: POST submit and finish (teacher), approve and reject with a reason (regional administrators).
import { CLASSES_API, type ClassDetail } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../http';
import { classesKeys } from './keys';

export type ClassMove =
  | { id: number; action: 'submit' }
  | { id: number; action: 'finish' }
  | { id: number; action: 'approve' }
  | { id: number; action: 'reject'; reason: string };

export function moveClass(move: ClassMove) {
  if (move.action === 'submit') return post<ClassDetail>(CLASSES_API.submit(move.id));
  if (move.action === 'finish') return post<ClassDetail>(CLASSES_API.finish(move.id));
  if (move.action === 'approve') return post<ClassDetail>(CLASSES_API.approve(move.id));
  return post<ClassDetail>(CLASSES_API.reject(move.id), { reason: move.reason });
}

export function useMoveClass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: moveClass,
    onSuccess: () => client.invalidateQueries({ queryKey: classesKeys.all }),
  });
}
