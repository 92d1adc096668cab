// Sending a public form: busy while it goes, then the server's answer spread over the form: data.fields as
// per-field errors, msg as the form's message. Calls should pass `silent: true` so no toast (and no antd) appears.
import { useCallback, useRef, useState } from 'react';
import { RequestError } from '../../api/http';
import type { FormNotice } from './FormMessage';

export type FieldErrors = Record<string, string>;

/** The per-field sentences of a 400 envelope (`data.fields`), or none. */
export function fieldErrorsOf(error: RequestError): FieldErrors {
  const fields = (error.data as { fields?: unknown } | null)?.fields;
  if (!fields || typeof fields !== 'object') return {};
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

export interface Submission {
  busy: boolean;
  errors: FieldErrors;
  notice: FormNotice | null;
  /**
   * Runs the call; answers its result, or undefined when the server refused it (errors and notice are set) or when a
   * call is still on its way (nothing is sent).
   */
  submit<T>(send: () => Promise<T>): Promise<T | undefined>;
  /** Drops one field's error once the person changes it. */
  clearError(name: string): void;
  setNotice(notice: FormNotice | null): void;
}

export function useSubmission(): Submission {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<FormNotice | null>(null);

  // Set at once, where `busy` disables the button only once React has rendered it: a second press before that (a
  // double click on a slow phone) sends nothing.
  const running = useRef(false);

  const submit = useCallback(async <T>(send: () => Promise<T>) => {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    setErrors({});
    setNotice(null);
    try {
      return await send();
    } catch (error) {
      // Only the server's or the network's refusals become messages; anything else is a bug and goes on up.
      if (!(error instanceof RequestError)) throw error;
      setErrors(fieldErrorsOf(error));
      setNotice({ tone: 'error', text: error.message });
      return undefined;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);

  const clearError = useCallback((name: string) => {
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _dropped, ...rest } = current;
      return rest;
    });
  }, []);

  return { busy, errors, notice, submit, clearError, setNotice };
}
