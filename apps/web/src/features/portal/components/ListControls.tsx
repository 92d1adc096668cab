// Search box, filter chips and the region filter of a public list; all of it lives in the address.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PORTAL_NS } from '../i18n';
import styles from './portal.module.css';
import { RegionFilter } from './RegionFilter';

export interface FilterOption {
  value: string;
  label: string;
}

interface Props {
  keyword: string;
  onSearch: (keyword: string) => void;
  /** One group of exclusive choices ("all" first), e.g. categories or levels. */
  filter?: {
    label: string;
    value: string;
    options: FilterOption[];
    onChange: (value: string) => void;
    /** Offer "all" first (default); off when one of the options is always chosen. */
    withAll?: boolean;
  };
  /** The region filter: the chosen division code ('' for all) and what to do with a new one. */
  region?: { value: string; onChange: (code: string) => void };
  total?: number;
}

export function ListControls({ keyword, onSearch, filter, region, total }: Props) {
  const { t } = useTranslation(PORTAL_NS);
  const [text, setText] = useState(keyword);
  const inputId = useId();
  useEffect(() => setText(keyword), [keyword]);
  return (
    <div className={styles.toolbar}>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for the browsers this portal serves */}
      <form
        role="search"
        className={styles.searchForm}
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text);
        }}
      >
        <label htmlFor={inputId} className="visually-hidden">
          {t('searchPlaceholder')}
        </label>
        <input
          id={inputId}
          type="search"
          value={text}
          maxLength={50}
          placeholder={t('searchPlaceholder')}
          onChange={(event) => setText(event.target.value)}
          data-testid="list-search"
        />
        <button type="submit">{t('search')}</button>
      </form>
      {filter && (
        // biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not a form section
        <div role="group" className={styles.chips} aria-label={filter.label}>
          {[...(filter.withAll === false ? [] : [{ value: '', label: t('all') }]), ...filter.options].map((option) => (
            <button
              key={option.value}
              type="button"
              className={styles.chip}
              aria-pressed={filter.value === option.value}
              onClick={() => filter.onChange(option.value)}
            >
              {option.label}
            </button>
          ))}
        </div>
      )}
      {region && <RegionFilter value={region.value} onChange={region.onChange} />}
      {total !== undefined && <span className={styles.total}>{t('total', { count: total })}</span>}
    </div>
  );
}
