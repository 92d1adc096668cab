// Reads a live session's chat stream as a browser's EventSource would, over a real socket.
import type { ChatMessage, LiveWatch } from '@etp/contracts';
import type { Api } from '../helpers.ts';

export interface ChatStream {
  /** Resolves with the first message whose text is `text`. */
  next(text: string): Promise<ChatMessage>;
  close(): void;
}

/** Opens the chat stream of `sessionId` on `api` (listening on a free port) with the pass of `watch`. */
export async function openChatStream(api: Api, sessionId: number, watch: LiveWatch): Promise<ChatStream> {
  const address = await api.app.listen({ port: 0, host: '127.0.0.1' });
  const abort = new AbortController();
  const res = await fetch(`${address}/o/v1/live/${sessionId}/chat/stream?t=${encodeURIComponent(watch.media_token)}`, {
    signal: abort.signal,
  });
  if (res.status !== 200 || !res.body) throw new Error(`chat stream answered ${res.status}`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  const seen: ChatMessage[] = [];
  let buffer = '';
  const pump = async (): Promise<void> => {
    const { value, done } = await reader.read();
    if (done) throw new Error('chat stream ended');
    buffer += value;
    const events = buffer.split('\n\n');
    buffer = events.pop() ?? '';
    for (const event of events) {
      const data = event.split('\n').find((line) => line.startsWith('data: '));
      if (data) seen.push(JSON.parse(data.slice(6)) as ChatMessage);
    }
  };
  return {
    async next(text) {
      for (;;) {
        const found = seen.find((m) => m.text === text);
        if (found) return found;
        await pump();
      }
    },
    close: () => abort.abort(),
  };
}
