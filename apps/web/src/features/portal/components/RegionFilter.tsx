// Region filter of the public lists: a city (or province) and then a district, as native selects. A
// single-province platform starts at its cities. The value is the most specific code chosen; the lists
// match it and everything inside it.
import { isInRegion, type RegionRow } from '@etp/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicRegions } from '@/api/regions/getPublicRegions';
import { PORTAL_NS } from '../i18n';
import styles from './portal.module.css';

interface Props {
  value: string;
  onChange: (code: string) => void;
}

function RegionSelect(props: {
  label: string;
  allLabel: string;
  options: RegionRow[] | undefined;
  value: string;
  onChange: (code: string) => void;
  testId: string;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {props.label}
      </label>
      <select
        id={id}
        value={props.value}
        disabled={!props.options}
        onChange={(event) => props.onChange(event.target.value)}
        data-testid={props.testId}
      >
        <option value="">{props.allLabel}</option>
        {props.options?.map((region) => (
          <option key={region.code} value={region.code}>
            {region.name}
          </option>
        ))}
      </select>
    </>
  );
}

export function RegionFilter({ value, onChange }: Props) {
  const { t } = useTranslation(PORTAL_NS);
  const provinces = usePublicRegions(undefined).data;
  const root = provinces?.length === 1 ? provinces[0] : undefined;
  const cities = usePublicRegions(root?.code, Boolean(root)).data;
  const first = root ? cities : provinces;
  const chosen = value ? first?.find((region) => isInRegion(value, region.code)) : undefined;
  const second = usePublicRegions(chosen?.code, Boolean(chosen?.has_children)).data;
  const district = second?.some((region) => region.code === value) ? value : '';
  return (
    // biome-ignore lint/a11y/useSemanticElements: two selects that make one filter, not a form section
    <div role="group" className={styles.regionFilter} aria-label={t('regionLabel')}>
      <RegionSelect
        label={t('regionLabel')}
        allLabel={t('allRegions')}
        options={first}
        value={chosen?.code ?? ''}
        onChange={onChange}
        testId="region-filter"
      />
      {chosen?.has_children && (
        <RegionSelect
          label={t('districtLabel')}
          allLabel={t('allDistricts')}
          options={second}
          value={district}
          onChange={(code) => onChange(code || chosen.code)}
          testId="district-filter"
        />
      )}
    </div>
  );
}
