// GET /p/v1/chat/answer?q=: the smart-service chat's answer from the product's own content, and whom to call.
import { type ChatAnswer, OPERATES_API } from '@etp/contracts';
import { useMutation } from '@tanstack/react-query';
import { get } from '../http';

export const askChat = (q: string) =>
  get<ChatAnswer>(OPERATES_API.chatAnswer, { params: { q }, silent: true, noLoading: true }).then((r) => r.data);

/** Asking is a one-off per question (not a cached query): each question gets its own answer in the thread. */
export const useAskChat = () => useMutation({ mutationFn: askChat });
