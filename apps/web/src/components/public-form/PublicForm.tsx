// The <form> of a public page: the form-level message on top, no browser bubbles (the server's sentences are
// shown instead, in the page's language), and focus moved to the first wrong field when a send is refused.
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { FormMessage, type FormNotice } from './FormMessage';
import styles from './PublicForm.module.css';

export interface PublicFormProps {
  onSubmit: () => unknown;
  notice: FormNotice | null;
  children: ReactNode;
  /** Names the form for screen readers when the page has several. */
  'aria-label'?: string;
  'data-testid'?: string;
}

export function PublicForm({ onSubmit, notice, children, ...rest }: PublicFormProps) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (notice?.tone !== 'error') return;
    const wrong = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    // A group (fieldset) is not focusable: its first choice is.
    const target = wrong?.matches('input, select, textarea') ? wrong : wrong?.querySelector<HTMLElement>('input');
    target?.focus();
  }, [notice]);
  const handle = (event: FormEvent) => {
    event.preventDefault();
    // A rejected promise (a bug, not a refusal: useSubmission keeps those) reaches the unhandled-rejection report.
    void Promise.resolve(onSubmit());
  };
  return (
    <form ref={form} className={styles.form} noValidate onSubmit={handle} {...rest}>
      <FormMessage notice={notice} />
      {children}
    </form>
  );
}
