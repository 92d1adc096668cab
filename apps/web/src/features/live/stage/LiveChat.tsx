// A live session's questions: the latest ones, then new ones as they come over the chat stream (Server-Sent Events
// with the session's pass, since EventSource sends no headers); participants ask below.
import { type ChatMessage, LIVE_API, LIVE_CHAT_TEXT_MAX } from '@etp/contracts';
import { Button, Empty, Input, Space, Tag, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '@/api/http';
import { useChat } from '@/api/live/listChat';
import { usePostChat } from '@/api/live/postChat';
import { formatDateTime } from '@/utils/time';
import styles from './live.module.css';
import '../i18n';

interface Props {
  sessionId: number;
  /** The session's pass (LiveWatch.media_token). */
  token: string;
  /** Whether this user may ask (students, trainers and the teacher of the class) and the session is not over. */
  canPost: boolean;
  closed: boolean;
}

function useChatStream(sessionId: number, token: string) {
  const [streamed, setStreamed] = useState<ChatMessage[]>([]);
  const [broken, setBroken] = useState(false);
  useEffect(() => {
    if (!token) return;
    const url = `${http.defaults.baseURL ?? ''}${LIVE_API.chatStream(sessionId)}?t=${encodeURIComponent(token)}`;
    const source = new EventSource(url);
    source.addEventListener('open', () => setBroken(false));
    source.addEventListener('error', () => setBroken(true));
    source.addEventListener('message', (event) => {
      const message = JSON.parse((event as MessageEvent<string>).data) as ChatMessage;
      setStreamed((current) => [...current, message]);
    });
    return () => source.close();
  }, [sessionId, token]);
  return { streamed, broken };
}

export function LiveChat({ sessionId, token, canPost, closed }: Props) {
  const { t } = useTranslation('live');
  const history = useChat(sessionId);
  const { streamed, broken } = useChatStream(sessionId, token);
  const send = usePostChat();
  const [text, setText] = useState('');
  const listRef = useRef<HTMLDivElement>(null);

  // The history and the stream overlap at the seam: one message per id, in order.
  const messages = useMemo(() => {
    const byId = new Map<number, ChatMessage>();
    for (const m of [...(history.data ?? []), ...streamed]) byId.set(m.id, m);
    return [...byId.values()].sort((a, b) => a.id - b.id);
  }, [history.data, streamed]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when a message arrives
  useEffect(() => {
    listRef.current?.scrollTo({ top: listRef.current.scrollHeight });
  }, [messages.length]);

  const submit = () => {
    const value = text.trim();
    if (!value || send.isPending) return;
    send.mutate({ id: sessionId, text: value }, { onSuccess: () => setText('') });
  };

  return (
    <section className={styles.chat} aria-label={t('chat')}>
      <Typography.Title level={5} className={styles.chatTitle}>
        {t('chat')}
      </Typography.Title>
      {broken && !closed && <div className={styles.notice}>{t('chatReconnecting')}</div>}
      <div className={styles.messages} ref={listRef} data-testid="live-chat-list">
        {messages.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chatEmpty')} />
        ) : (
          messages.map((m) => (
            <div key={m.id} className={styles.message}>
              <div className={styles.messageHead}>
                <strong>{m.user_name}</strong>
                {m.role !== 'student' && <Tag color="blue">{t('trainer')}</Tag>}
                <span className={styles.muted}>{formatDateTime(m.created_at)}</span>
              </div>
              <div className={styles.messageText}>{m.text}</div>
            </div>
          ))
        )}
      </div>
      {closed ? (
        <div className={styles.muted}>{t('chatClosed')}</div>
      ) : (
        canPost && (
          <Space.Compact className={styles.ask}>
            <Input
              value={text}
              maxLength={LIVE_CHAT_TEXT_MAX}
              placeholder={t('chatPlaceholder')}
              onChange={(event) => setText(event.target.value)}
              onPressEnter={submit}
              data-testid="live-chat-input"
            />
            <Button type="primary" onClick={submit} loading={send.isPending} data-testid="live-chat-send">
              {t('send')}
            </Button>
          </Space.Compact>
        )
      )}
    </section>
  );
}
