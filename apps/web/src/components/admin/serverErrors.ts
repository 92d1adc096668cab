// Turns a refused save (HTTP 400 `data.fields`, or a 400/409 about one field) into antd form field errors.
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
export function fieldErrorsOf(
  error: unknown,
  options: { fallback?: Partial<Record<number, string>>; known?: readonly string[] } = {},
): FieldError[] {
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
export function applyFieldErrors(
  form: { setFields: (fields: never[]) => void },
  error: unknown,
  options: Parameters<typeof fieldErrorsOf>[1] = {},
): boolean {
  const fields = fieldErrorsOf(error, options);
  form.setFields(fields as never[]);
  return fields.length > 0;
}
