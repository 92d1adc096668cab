// POST /o/v1/live/{id}/chat: ask a question (the stream brings it back to everyone, the asker included).
import { type ChatMessage, LIVE_API } from '@etp/contracts';
import { useMutation } from '@tanstack/react-query';
import { post } from '../http';

export const postChat = ({ id, text }: { id: number; text: string }) =>
  post<ChatMessage>(LIVE_API.chat(id), { text }, { noLoading: true }).then((r) => r.data);

export const usePostChat = () => useMutation({ mutationFn: postChat });
