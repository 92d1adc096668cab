// Turns a refused save (HTTP 400 `data.fields`, or a 400/409 about one field) into antd form field errors.
import type { FormInstance } from 'antd';
import { RequestError } from '@/api/http';

export interface FieldError {
  name: (string | number)[];
  errors: string[];
}

/** `links.0.url` -> ['links', 0, 'url'] (antd's name path). */
export const namePath = (field: string): (string | number)[] =>
  field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * The field errors in a failed request. `data.fields` maps field -> message; a refusal without
 * fields (e.g. 409 username taken, 400 common password) lands on `fallback[code]` when given.
 * Only fields the form knows (`known`, when given) are returned.
 */
export interface FieldErrorOptions {
  /** The field a refusal without `data.fields` lands on, by its code (409 -> 'username'). */
  fallback?: Partial<Record<number, string>>;
  /** The fields the form shows; errors on others stay in the toast. */
  known?: readonly string[];
}

export function fieldErrorsOf(error: unknown, options: FieldErrorOptions = {}): FieldError[] {
  if (!(error instanceof RequestError)) return [];
  const data = error.data as { fields?: Record<string, string> } | null;
  const fields = data?.fields;
  const known = (field: string) => !options.known || options.known.includes(namePath(field)[0] as string);
  if (fields && typeof fields === 'object') {
    return Object.entries(fields)
      .filter(([field]) => known(field))
      .map(([field, message]) => ({ name: namePath(field), errors: [message] }));
  }
  const target = options.fallback?.[error.code];
  return target ? [{ name: namePath(target), errors: [error.message] }] : [];
}

/** Shows the field errors of a failed save on the form; returns whether any field got one. */
export function applyFieldErrors<V>(form: FormInstance<V>, error: unknown, options: FieldErrorOptions = {}): boolean {
  const fields = fieldErrorsOf(error, options);
  // antd types field names by the form's values; these come from the server, so they are checked at run time
  // (only `known` fields) instead.
  form.setFields(fields as Parameters<FormInstance<V>['setFields']>[0]);
  return fields.length > 0;
}
