// A text, phone, number, date or e-mail input in the form kit's frame (label, hint, error).
import type { InputHTMLAttributes } from 'react';
import { Field, type FieldProps } from './Field';
import styles from './PublicForm.module.css';

type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'type' | 'required'>;

export interface TextFieldProps extends FieldProps, InputAttributes {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'tel' | 'number' | 'date' | 'email';
}

/**
 * Phone-friendly defaults: `tel` opens the digit pad; ID numbers take `inputMode="text"` (they may end in X);
 * numbers use `inputMode="numeric"`. Values stay strings: the contracts' schemas parse them on the server.
 */
export function TextField({
  name,
  label,
  error,
  hint,
  required,
  value,
  onChange,
  type = 'text',
  ...rest
}: TextFieldProps) {
  return (
    <Field name={name} label={label} error={error} hint={hint} required={required}>
      {(aria) => (
        <input
          {...rest}
          {...aria}
          type={type}
          inputMode={rest.inputMode ?? (type === 'number' ? 'numeric' : undefined)}
          className={styles.input}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
