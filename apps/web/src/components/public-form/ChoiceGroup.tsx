// Radio buttons (one answer) or checkboxes (several) under one question: a fieldset whose legend is the question.
import type { ReactNode } from 'react';
import { FieldNotes, RequiredMark, useFieldIds } from './Field';
import styles from './PublicForm.module.css';
import type { Option } from './SelectField';

interface ChoiceGroupBase {
  name: string;
  legend: ReactNode;
  options: readonly Option[];
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
}

export type ChoiceGroupProps = ChoiceGroupBase &
  (
    | { multiple?: false; value: string; onChange: (value: string) => void }
    | { multiple: true; value: readonly string[]; onChange: (value: string[]) => void }
  );

export function ChoiceGroup(props: ChoiceGroupProps) {
  const { name, legend, options, error, hint, required } = props;
  const { base, hintId, errorId, describedBy } = useFieldIds(hint, error);
  const checked = (value: string) => (props.multiple ? props.value.includes(value) : props.value === value);
  const toggle = (value: string, on: boolean) => {
    if (!props.multiple) return props.onChange(value);
    props.onChange(on ? [...props.value, value] : props.value.filter((v) => v !== value));
  };
  return (
    <fieldset
      className={styles.field}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
      role={props.multiple ? undefined : 'radiogroup'}
    >
      <legend className={styles.label}>
        {legend}
        <RequiredMark required={required} />
      </legend>
      <div className={styles.choices}>
        {options.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input
              type={props.multiple ? 'checkbox' : 'radio'}
              name={name}
              id={`${base}-${option.value}`}
              value={option.value}
              // One required radio makes its group required; a required checkbox would have to be ticked itself.
              required={required && !props.multiple}
              checked={checked(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldNotes hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </fieldset>
  );
}
