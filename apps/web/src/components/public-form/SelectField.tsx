// A native select in the form kit's frame: the phone's own picker, no component library.
import type { SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, type FieldProps } from './Field';
import { PUBLIC_FORM_NS } from './i18n';
import styles from './PublicForm.module.css';

export interface Option {
  value: string;
  label: string;
}

type SelectAttributes = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'value' | 'onChange' | 'required'>;

export interface SelectFieldProps extends FieldProps, SelectAttributes {
  value: string;
  onChange: (value: string) => void;
  options: readonly Option[];
  /** The empty first choice (default "请选择"). */
  placeholder?: string;
}

export function SelectField({
  name,
  label,
  error,
  hint,
  required,
  value,
  onChange,
  options,
  placeholder,
  ...rest
}: SelectFieldProps) {
  const { t } = useTranslation(PUBLIC_FORM_NS);
  return (
    <Field name={name} label={label} error={error} hint={hint} required={required}>
      {(aria) => (
        <select
          {...rest}
          {...aria}
          className={styles.input}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{placeholder ?? t('choose')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
