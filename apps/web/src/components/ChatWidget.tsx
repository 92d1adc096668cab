// The in-page support chat: a floating button with the 智能客服 tooltip and a chat drawer.
import { CommentOutlined } from '@ant-design/icons';
import { Drawer, Empty, FloatButton, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../stores/site';

export function ChatWidget() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // The template id is fixed per deployment and comes with the site (SPEC section 1).
  const templateId = useSite((s) => s.system?.chat_template_id ?? '');
  return (
    <>
      <FloatButton
        data-testid="chat-widget"
        data-template-id={templateId}
        icon={<CommentOutlined />}
        type="primary"
        tooltip={{ title: t('chat.tooltip'), placement: 'left' }}
        aria-label={t('chat.tooltip')}
        onClick={() => setOpen(true)}
        style={{ insetInlineEnd: 24, insetBlockEnd: 24 }}
      />
      <Drawer title={t('chat.title')} open={open} onClose={() => setOpen(false)} size={360}>
        <Empty description={t('chat.welcome')} />
        <Input.Search placeholder={t('chat.placeholder')} enterButton={t('common.submit')} style={{ marginTop: 24 }} />
      </Drawer>
    </>
  );
}
