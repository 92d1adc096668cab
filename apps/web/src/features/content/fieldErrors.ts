// A refused save (HTTP 400 with `data.fields`) as antd form field errors, so each message sits on its field.
import { RequestError } from '../../api/http';

export interface FormFieldError {
  name: (string | number)[];
  errors: string[];
}

/** `attachments.0.url` -> ['attachments', 0, 'url']. */
export const fieldPath = (field: string): (string | number)[] =>
  field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/** The field errors in a failed call; only fields the form shows (`known`), the rest stay in the toast. */
export function formErrorsOf(error: unknown, known: readonly string[]): FormFieldError[] {
  if (!(error instanceof RequestError) || error.code !== 400) return [];
  const fields = (error.data as { fields?: Record<string, string> } | null)?.fields;
  if (!fields || typeof fields !== 'object') return [];
  return Object.entries(fields)
    .map(([field, message]) => ({ name: fieldPath(field), errors: [message] }))
    .filter((entry) => known.includes(String(entry.name[0])));
}
