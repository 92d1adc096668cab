// A text, phone, number, date or e-mail input in the form kit's frame (label, hint, error).
import { isPersonalField, RECORD_BLOCK } from '@etp/contracts';
import type { InputHTMLAttributes } from 'react';
import { Field, type FieldProps, splitFieldProps } from './Field';
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
 * ID number and phone fields are blocked from the session recording (an empty box in a replay).
 */
export function TextField({ value, onChange, type = 'text', ...props }: TextFieldProps) {
  const [field, control] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(aria) => (
        <input
          {...control}
          {...aria}
          {...(type === 'tel' || isPersonalField(aria.name) ? RECORD_BLOCK : {})}
          type={type}
          inputMode={control.inputMode ?? (type === 'number' ? 'numeric' : undefined)}
          className={styles.input}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
