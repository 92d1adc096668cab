// A form-level message: why a send failed (read out at once), or that it worked, or a note such as a restored draft.
import styles from './PublicForm.module.css';

export interface FormNotice {
  tone: 'error' | 'success' | 'info';
  text: string;
}

const TONES = { error: styles.messageError, success: styles.messageSuccess, info: styles.messageInfo };

export function FormMessage({ notice }: { notice: FormNotice | null }) {
  if (!notice) return null;
  return (
    <p className={`${styles.message} ${TONES[notice.tone]}`} role={notice.tone === 'error' ? 'alert' : 'status'}>
      {notice.text}
    </p>
  );
}
