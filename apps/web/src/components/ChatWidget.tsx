// The in-page support chat: a floating button with the 智能客服 tooltip; the chat panel
// itself loads on first open.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '@/stores/site';
import styles from './ChatWidget.module.css';
import { Hint } from './Hint';
import { LineIcon } from './LineIcon';

const ChatPanel = lazy(() => import('./ChatPanel'));

export function ChatWidget() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  // The template id is fixed per deployment and comes with the site.
  const templateId = useSite((s) => s.system?.chat_template_id ?? '');
  return (
    <>
      <div className={styles.dock}>
        <Hint content={t('chat.tooltip')}>
          <button
            type="button"
            className={styles.button}
            data-testid="chat-widget"
            data-template-id={templateId}
            aria-label={t('chat.tooltip')}
            onClick={() => {
              setLoaded(true);
              setOpen(true);
            }}
          >
            <LineIcon name="comment" />
          </button>
        </Hint>
      </div>
      {loaded && (
        <Suspense fallback={null}>
          <ChatPanel open={open} onClose={() => setOpen(false)} templateId={templateId} />
        </Suspense>
      )}
    </>
  );
}
