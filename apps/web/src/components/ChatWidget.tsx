// The in-page support chat: a floating button with the 智能客服 tooltip; the chat panel
// itself loads on first open.
import { CommentOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../stores/site';
import styles from './ChatWidget.module.css';

const ChatPanel = lazy(() => import('./ChatPanel'));

export function ChatWidget() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  // The template id is fixed per deployment and comes with the site (SPEC section 1).
  const templateId = useSite((s) => s.system?.chat_template_id ?? '');
  return (
    <>
      <Tooltip title={t('chat.tooltip')} placement="left">
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
          <CommentOutlined />
        </button>
      </Tooltip>
      {loaded && (
        <Suspense fallback={null}>
          <ChatPanel open={open} onClose={() => setOpen(false)} templateId={templateId} />
        </Suspense>
      )}
    </>
  );
}
