// The fields of a list's filter form (useFilterForm): a keyword box and a choice, both clearable, since an empty
// filter is how a user widens the list again.
import { Form, Input, Select } from 'antd';
import type { ReactNode } from 'react';

interface FilterField {
  /** The filter's name in the form and the address. */
  name: string;
  label?: ReactNode;
  placeholder?: string;
  width?: number;
  'data-testid'?: string;
}

const widthOf = (width: number | undefined) => (width === undefined ? undefined : { width });

export function KeywordFilter({
  name = 'keyword',
  label,
  placeholder,
  width,
  maxLength,
  'data-testid': testId,
}: Partial<FilterField> & { maxLength?: number }) {
  return (
    <Form.Item name={name} label={label}>
      <Input allowClear placeholder={placeholder} maxLength={maxLength} style={widthOf(width)} data-testid={testId} />
    </Form.Item>
  );
}

export function ChoiceFilter<V extends string | number>({
  name,
  label,
  placeholder,
  width,
  options,
  searchable,
  disabled,
  onChange,
  'data-testid': testId,
}: FilterField & {
  options: { value: V; label: ReactNode }[] | undefined;
  /** Typing narrows the options by their label. */
  searchable?: boolean;
  disabled?: boolean;
  onChange?: () => void;
}) {
  return (
    <Form.Item name={name} label={label}>
      <Select
        allowClear
        placeholder={placeholder}
        style={widthOf(width)}
        options={options}
        showSearch={searchable ? { optionFilterProp: 'label' } : undefined}
        disabled={disabled}
        onChange={onChange}
        data-testid={testId}
      />
    </Form.Item>
  );
}
