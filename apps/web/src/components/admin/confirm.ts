// A confirm dialog before a destructive action; the dialog stays open while the call runs.
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import './i18n';

/** The confirm button's test id (antd's button props do not list data attributes; a spread passes it on). */
const CONFIRM_TEST_ID = { 'data-testid': 'confirm-ok' };

export function useConfirmAction() {
  const { modal, message } = App.useApp();
  const { t } = useTranslation('admin');
  return (options: {
    title?: string;
    content: string;
    okText?: string;
    done?: string;
    action: () => Promise<unknown>;
  }) =>
    modal.confirm({
      title: options.title ?? t('deleteTitle'),
      content: options.content,
      okText: options.okText ?? t('delete'),
      cancelText: t('cancel'),
      okButtonProps: { danger: true, ...CONFIRM_TEST_ID },
      onOk: async () => {
        await options.action();
        void message.success(options.done ?? t('deleted'));
      },
    });
}

/** The usual "delete X?" dialog. */
export function useConfirmDelete() {
  const confirm = useConfirmAction();
  const { t } = useTranslation('admin');
  return (name: string, action: () => Promise<unknown>) => confirm({ content: t('confirmDelete', { name }), action });
}
