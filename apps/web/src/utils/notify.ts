// A bridge from non-React code (the request wrapper) to antd's context-aware message and modal.
// <NotifyBridge> registers the instances from App.useApp(); until then nothing is shown.
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

let current: Notifier | null = null;

export function registerNotifier(notifier: Notifier | null) {
  current = notifier;
}

export function notifyError(text: string) {
  current?.error(text, ERROR_TOAST_MS / 1000);
}

export function showExitDialog(options: ConfirmOptions) {
  current?.exitDialog(options);
}
