// The region of a registration: a city, then a district, as native selects; the value is the most precise code.
import { isInRegion } from '@etp/contracts';
import { useTranslation } from 'react-i18next';
import { usePublicRegions } from '@/api/regions/getPublicRegions';
import { SelectField } from '@/components/public-form';
import { COMPETITION_NS } from '../i18n';

interface Props {
  value: string;
  onChange: (code: string) => void;
  error?: string | undefined;
}

export function RegionField({ value, onChange, error }: Props) {
  const { t } = useTranslation(COMPETITION_NS);
  const provinces = usePublicRegions(undefined).data;
  const root = provinces?.length === 1 ? provinces[0] : undefined;
  const cities = usePublicRegions(root?.code, Boolean(root)).data;
  const first = root ? cities : provinces;
  const chosen = value ? first?.find((region) => isInRegion(value, region.code)) : undefined;
  const districts = usePublicRegions(chosen?.code, Boolean(chosen?.has_children)).data;
  const district = districts?.some((region) => region.code === value) ? value : '';
  return (
    <>
      <SelectField
        name="region_code"
        label={t('form.city')}
        required
        value={chosen?.code ?? ''}
        onChange={onChange}
        options={(first ?? []).map((r) => ({ value: r.code, label: r.name }))}
        error={error}
        data-testid="reg-city"
      />
      {chosen?.has_children && (
        <SelectField
          name="district"
          label={t('form.district')}
          value={district}
          onChange={(code) => onChange(code || chosen.code)}
          options={(districts ?? []).map((r) => ({ value: r.code, label: r.name }))}
          data-testid="reg-district"
        />
      )}
    </>
  );
}
