// Hands antd's context-aware message and modal to the request wrapper.
import { App } from 'antd';
import { useEffect } from 'react';
import { registerNotifier } from '../utils/notify';

export function NotifyBridge() {
  const { message, modal } = App.useApp();
  useEffect(() => {
    registerNotifier({
      error: (content, duration) => void message.error({ content, duration }),
      exitDialog: ({ title, content, okText, onOk }) =>
        void modal.warning({ title, content, okText, onOk, closable: false, maskClosable: false, keyboard: false }),
    });
    return () => registerNotifier(null);
  }, [message, modal]);
  return null;
}
