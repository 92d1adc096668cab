// Saving a form, the one way every back-office form does it: validate, save, say so; a refusal with field errors
// lands on the fields, any other failure is shown once (the request wrapper already showed a refused request).
// The promise never rejects, so no click leaves an unhandled rejection behind.
import { App, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '@/api/http';
import { applyFieldErrors, type FieldErrorOptions } from './serverErrors';
import './i18n';

export interface SubmitOptions {
  /** Which server field errors the form shows, and where a refusal without fields lands (by status); a function
   * when that depends on the refusal. */
  fieldErrors?: FieldErrorOptions | ((error: unknown) => FieldErrorOptions);
  /** The message after a save: the shared "saved" by default, false for none. */
  saved?: string | false;
}

/** `run(save)` validates the form, calls `save` with its values and resolves to whether it was saved. */
export function useFormSubmit<V>(form: FormInstance<V>, options: SubmitOptions = {}) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);

  const run = async (save: (values: V) => Promise<unknown>): Promise<boolean> => {
    let values: V;
    try {
      values = await form.validateFields();
    } catch {
      // The form shows what is missing next to each field.
      return false;
    }
    setSaving(true);
    try {
      await save(values);
    } catch (error) {
      const { fieldErrors } = options;
      applyFieldErrors(form, error, typeof fieldErrors === 'function' ? fieldErrors(error) : fieldErrors);
      if (!(error instanceof RequestError)) void message.error(error instanceof Error ? error.message : String(error));
      return false;
    } finally {
      setSaving(false);
    }
    if (options.saved !== false) void message.success(options.saved ?? t('saved'));
    return true;
  };

  return { saving, run };
}
