// The chat drawer of the support widget (loaded when first opened): each question is answered from the product's
// own content (FAQ entries, operate guides, policies), with whom to call when nothing matches.
import type { ChatAnswer } from '@etp/contracts';
import { Drawer, Input, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAskChat } from '@/api/operates/askChat';
import { AntdProviders } from './AntdProviders';
import styles from './ChatWidget.module.css';

interface Turn {
  question: string;
  answer: ChatAnswer | null;
}

export default function ChatPanel({
  open,
  onClose,
  templateId,
}: {
  open: boolean;
  onClose: () => void;
  templateId: string;
}) {
  const { t } = useTranslation();
  const ask = useAskChat();
  const [turns, setTurns] = useState<Turn[]>([]);
  const [text, setText] = useState('');

  const send = (value: string) => {
    const question = value.trim();
    if (!question || ask.isPending) return;
    setText('');
    setTurns((current) => [...current, { question, answer: null }]);
    ask.mutate(question, {
      onSuccess: (answer) =>
        setTurns((current) => current.map((turn, i) => (i === current.length - 1 ? { ...turn, answer } : turn))),
      onError: () =>
        setTurns((current) =>
          current.map((turn, i) =>
            i === current.length - 1 ? { ...turn, answer: { answers: [], fallback: t('chat.failed') } } : turn,
          ),
        ),
    });
  };

  // The portal has no antd providers of its own (see AntdProviders): this lazy drawer brings them.
  return (
    <AntdProviders>
      <Drawer title={t('chat.title')} open={open} onClose={onClose} size={360} data-template-id={templateId}>
        <div className={styles.thread} data-testid="chat-thread">
          <p className={styles.bot}>{t('chat.welcome')}</p>
          {turns.map((turn, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the thread only grows
            <div key={i} className={styles.thread}>
              <p className={styles.me}>{turn.question}</p>
              {turn.answer && (
                <div className={styles.bot} data-testid="chat-answer">
                  {turn.answer.answers.map((item) => (
                    <div key={`${item.source}-${item.title}`} className={styles.item}>
                      <Tag>{t(`chat.sources.${item.source}`)}</Tag>
                      <strong>{item.title}</strong>
                      <p>{item.text}</p>
                      {item.link && <a href={item.link}>{t('chat.more')}</a>}
                    </div>
                  ))}
                  {turn.answer.answers.length === 0 && <p data-testid="chat-fallback">{turn.answer.fallback}</p>}
                </div>
              )}
            </div>
          ))}
        </div>
        <Input.Search
          value={text}
          onChange={(event) => setText(event.target.value)}
          onSearch={send}
          loading={ask.isPending}
          maxLength={100}
          placeholder={t('chat.placeholder')}
          enterButton={t('common.submit')}
          style={{ marginTop: 16 }}
          data-testid="chat-input"
        />
      </Drawer>
    </AntdProviders>
  );
}
