import type { Region } from '@storedesk/contract';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/form/select-field';

interface RegionSelectProps {
  regions: readonly Region[];
  value: string | undefined;
  onChange: (id: string) => void;
}

/** Which region a settings page shows: its name, currency and default tax rate. */
export function RegionSelect({ regions, value, onChange }: RegionSelectProps) {
  const { t } = useTranslation('taxes');
  return (
    <SelectField
      label={t('region.label')}
      className="sm:max-w-sm"
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
    >
      {regions.map((region) => (
        <option key={region.id} value={region.id}>
          {t('region.option', {
            name: region.name,
            currency: region.currency_code.toUpperCase(),
          })}
        </option>
      ))}
    </SelectField>
  );
}
