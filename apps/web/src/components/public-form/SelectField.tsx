// A native select in the form kit's frame: the phone's own picker, no component library.
import type { SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, type FieldProps, splitFieldProps } from './Field';
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

export function SelectField({ value, onChange, options, placeholder, ...props }: SelectFieldProps) {
  const { t } = useTranslation(PUBLIC_FORM_NS);
  const [field, control] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(aria) => (
        <select
          {...control}
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
