// GET /o/v1/live/{id}/chat: the latest questions of a session.
import { type ChatMessage, LIVE_API } from '@etp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { liveKeys } from './keys';

export const listChat = (id: number) => get<ChatMessage[]>(LIVE_API.chat(id), { noLoading: true }).then((r) => r.data);
export const chatQuery = (id: number) => queryOptions({ queryKey: liveKeys.chat(id), queryFn: () => listChat(id) });
export const useChat = (id: number) => useQuery(chatQuery(id));
