// The frame of one form field: its label (with the required mark), a hint and the error, tied to the control
// for screen readers (the label by for/id, the hint and error by aria-describedby, aria-invalid when wrong).
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PUBLIC_FORM_NS } from './i18n';
import styles from './PublicForm.module.css';

/** What every field takes besides its value. */
export interface FieldProps {
  /** The body field it fills; errors from the server are keyed by it. */
  name: string;
  label: ReactNode;
  /** The sentence to show under the field (from the server's data.fields or a check in the page). */
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
}

/** The attributes the control needs to be read out with its label, hint and error. */
export interface ControlAria {
  id: string;
  name: string;
  required: boolean | undefined;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export function RequiredMark({ required }: { required: boolean | undefined }) {
  const { t } = useTranslation(PUBLIC_FORM_NS);
  // The star is for the eye; the input's `required` tells screen readers.
  return required ? (
    <span className={styles.mark} aria-hidden="true" title={t('required')}>
      *
    </span>
  ) : null;
}

/** Ids of the hint and error of a field, and the describedby list for its control. */
export function useFieldIds(hint: ReactNode, error: string | undefined) {
  const base = useId();
  const hintId = hint ? `${base}-hint` : undefined;
  const errorId = error ? `${base}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { base, hintId, errorId, describedBy };
}

export function FieldNotes({
  hint,
  error,
  hintId,
  errorId,
}: {
  hint: ReactNode;
  error?: string | undefined;
  hintId?: string | undefined;
  errorId?: string | undefined;
}) {
  return (
    <>
      {hint ? (
        <div id={hintId} className={styles.hint}>
          {hint}
        </div>
      ) : null}
      {error ? (
        <div id={errorId} className={styles.error}>
          {error}
        </div>
      ) : null}
    </>
  );
}

/** Splits a field component's props into the frame's (name, label, error, hint, required) and the control's. */
export function splitFieldProps<P extends FieldProps>({ name, label, error, hint, required, ...control }: P) {
  return [{ name, label, error, hint, required }, control] as const;
}

/** A label, one control and its notes. */
export function Field({
  name,
  label,
  error,
  hint,
  required,
  children,
}: FieldProps & { children: (aria: ControlAria) => ReactNode }) {
  const { base, hintId, errorId, describedBy } = useFieldIds(hint, error);
  const id = `${base}-control`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        <RequiredMark required={required} />
      </label>
      {children({ id, name, required, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      <FieldNotes hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </div>
  );
}
