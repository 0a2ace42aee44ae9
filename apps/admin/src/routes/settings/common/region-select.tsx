import type { Region } from '@storedesk/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export const SELECT_CLASS =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-xs focus:border-slate-900 focus:outline-2 focus:outline-offset-0 focus:outline-slate-900';

interface RegionSelectProps {
  regions: readonly Region[];
  value: string | undefined;
  onChange: (id: string) => void;
}

/** Which region a settings page shows: its name, currency and default tax rate. */
export function RegionSelect({ regions, value, onChange }: RegionSelectProps) {
  const { t } = useTranslation('taxes');
  const id = useId();
  return (
    <div className="flex flex-col gap-1 sm:max-w-sm">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {t('region.label')}
      </label>
      <select
        id={id}
        className={SELECT_CLASS}
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
      </select>
    </div>
  );
}
