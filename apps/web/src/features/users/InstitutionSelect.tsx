// Institution picker with search by name; the current institution shows even when not in the results.
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInstitutionSearch } from '@/api/content/searchInstitutions';

interface Props {
  value?: number | null;
  onChange?: (id: number | null) => void;
  /** The name of the current value (from the user row). */
  currentName?: string;
  id?: string;
}

export function InstitutionSelect({ value, onChange, currentName, id }: Props) {
  const { t } = useTranslation(['users', 'admin'], { nsMode: 'fallback' });
  const [keyword, setKeyword] = useState('');
  const { data = [], isFetching } = useInstitutionSearch(keyword);
  const options = data.map((row) => ({ value: row.id, label: row.name }));
  if (value && currentName && !options.some((o) => o.value === value)) options.unshift({ value, label: currentName });
  return (
    <Select<number | null>
      id={id}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      allowClear
      value={value ?? null}
      onChange={(next) => onChange?.(next ?? null)}
      loading={isFetching}
      placeholder={t('user.institutionHint')}
      options={options}
      notFoundContent={t('empty')}
    />
  );
}
