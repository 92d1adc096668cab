// The form's send button: disabled and saying so while the form is being sent, and for PREVENT_RECLICK_MS after a
// click (the product's double-click rule), so one tap sends once.
import { PREVENT_RECLICK_MS } from '@etp/contracts';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PUBLIC_FORM_NS } from './i18n';
import styles from './PublicForm.module.css';

export interface SubmitButtonProps {
  busy: boolean;
  children: ReactNode;
  /** How long a click locks the button (default PREVENT_RECLICK_MS). */
  lockMs?: number;
  'data-testid'?: string;
}

export function SubmitButton({ busy, children, lockMs = PREVENT_RECLICK_MS, ...rest }: SubmitButtonProps) {
  const { t } = useTranslation(PUBLIC_FORM_NS);
  const [locked, setLocked] = useState(false);
  useEffect(() => {
    if (!locked) return;
    const timer = setTimeout(() => setLocked(false), lockMs);
    return () => clearTimeout(timer);
  }, [locked, lockMs]);
  return (
    <button
      type="submit"
      className={styles.submit}
      disabled={busy || locked}
      aria-busy={busy}
      // Locked on the next tick: a button disabled during its own click would not submit the form.
      onClick={() => setTimeout(() => setLocked(true), 0)}
      {...rest}
    >
      {busy ? t('submitting') : children}
    </button>
  );
}
