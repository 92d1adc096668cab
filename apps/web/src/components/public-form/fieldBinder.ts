// Ties a public form's fields to its values and to the server's field errors, so no page writes the same glue:
// `set(name, value)` stores a value and clears that field's error; `bind(name)` gives a text, select or choice
// field its name, value, change handler and error (`<TextField {...bind('phone')} label=... />`).
import type { FieldErrors } from './useSubmission';

type Values = Record<string, unknown>;
/** The fields whose value is a text (what TextField, SelectField and ChoiceGroup edit). */
type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

export interface FieldBinding {
  name: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

export function fieldBinder<T extends Values>(
  values: T,
  setValue: <K extends keyof T>(name: K, value: T[K]) => void,
  submission: { errors: FieldErrors; clearError: (name: string) => void },
  /** The field a value's error is reported on, when it is not the value's own (a city choice for region_code). */
  errorField: (name: keyof T & string) => string = (name) => name,
) {
  const set = <K extends keyof T & string>(name: K, value: T[K]) => {
    setValue(name, value);
    submission.clearError(errorField(name));
  };
  const bind = <K extends TextKey<T>>(name: K): FieldBinding => ({
    name,
    value: values[name] as string,
    onChange: (value) => set(name, value as T[K]),
    error: submission.errors[errorField(name)],
  });
  return { set, bind };
}
