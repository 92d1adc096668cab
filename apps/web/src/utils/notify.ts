// Toasts and the exit dialog for non-React code (the request wrapper). antd's message and
// Modal load on first use so that they stay out of the first-load bundle of every page.
import { ERROR_TOAST_MS } from '@etp/contracts';

export interface ConfirmOptions {
  title: string;
  content: string;
  okText: string;
  onOk: () => void;
}

export interface Notifier {
  error: (text: string, durationSeconds: number) => void;
  /** A dialog with one button that cannot be dismissed by mask, close button or Esc. */
  exitDialog: (options: ConfirmOptions) => void;
}

/** One error toast at a time: a new error replaces the one on screen instead of stacking above it. */
const ERROR_TOAST_KEY = 'request-error';
/**
 * Closes the error toast. A notice whose content is replaced under its key keeps the timer it started with
 * (@rc-component/notification 2 restarts it only when the duration changes): a second error coming late in the first
 * one's time closed with it, seen for a moment or not at all. So the toast does not close itself, and this timer,
 * started again by every error, gives each error its whole time.
 */
let errorToastTimer: ReturnType<typeof setTimeout> | undefined;

const antdNotifier: Notifier = {
  error: (content, duration) => {
    void import('antd/es/message').then(({ default: message }) => {
      void message.error({ content, duration: 0, key: ERROR_TOAST_KEY });
      clearTimeout(errorToastTimer);
      errorToastTimer = setTimeout(() => message.destroy(ERROR_TOAST_KEY), duration * 1000);
    });
  },
  exitDialog: ({ title, content, okText, onOk }) => {
    void import('antd/es/modal').then(({ default: Modal }) =>
      Modal.warning({ title, content, okText, onOk, closable: false, maskClosable: false, keyboard: false }),
    );
  },
};

let current: Notifier = antdNotifier;

/** Tests swap in a recorder; null restores the antd notifier. */
export function registerNotifier(notifier: Notifier | null) {
  current = notifier ?? antdNotifier;
}

export function notifyError(text: string) {
  current.error(text, ERROR_TOAST_MS / 1000);
}

export function showExitDialog(options: ConfirmOptions) {
  current.exitDialog(options);
}
