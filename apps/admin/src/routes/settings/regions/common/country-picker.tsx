import { getErrorMessage } from '@storedesk/client';
import { useAdminCountries, useAdminRegions } from '@storedesk/react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Badge } from '@/components/badge';
import { Spinner } from '@/components/spinner';
import { CloseIcon } from '@/components/ui/icons';
import { useDisplayNames } from './display-names';

/** Only names are needed to say which region holds a country. */
export const REGION_NAMES_QUERY = { limit: 1000, fields: 'name', expand: '' } as const;

interface CountryPickerProps {
  /** The region being edited; its own countries stay selectable. */
  regionId: string | undefined;
  value: readonly string[];
  onChange: (codes: string[]) => void;
  onBlur?: () => void;
  invalid?: boolean;
  describedBy?: string | undefined;
}

/**
 * Countries by name in the user's language, searchable by name or code. A country another region
 * holds is shown with that region's name and cannot be chosen (a country belongs to one region).
 */
export function CountryPicker({
  regionId,
  value,
  onChange,
  onBlur,
  invalid = false,
  describedBy,
}: CountryPickerProps) {
  const { t } = useTranslation('regions');
  const names = useDisplayNames();
  const countries = useAdminCountries();
  const regions = useAdminRegions(REGION_NAMES_QUERY);
  const [q, setQ] = useState('');
  const searchId = useId();
  const listId = useId();

  const regionName = useMemo(
    () => new Map((regions.data?.regions ?? []).map((region) => [region.id, region.name])),
    [regions.data],
  );
  const all = useMemo(
    () =>
      (countries.data?.countries ?? [])
        .map((country) => ({
          iso2: country.iso_2,
          iso3: country.iso_3,
          name: names.country(country.iso_2, country.display_name),
          heldBy: country.region_id && country.region_id !== regionId ? country.region_id : null,
        }))
        .sort((a, b) => names.compare(a.name, b.name)),
    [countries.data, names, regionId],
  );
  const selected = new Set(value);
  const needle = q.trim().toLocaleLowerCase();
  const shown = needle
    ? all.filter(
        (country) =>
          country.name.toLocaleLowerCase().includes(needle) ||
          country.iso2 === needle ||
          country.iso3 === needle,
      )
    : all;
  const chosen = all.filter((country) => selected.has(country.iso2));

  const toggle = (iso2: string, on: boolean) =>
    onChange(on ? [...value, iso2] : value.filter((code) => code !== iso2));

  if (countries.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600" aria-live="polite">
        <Spinner />
        {t('countries.loading')}
      </p>
    );
  }
  if (countries.isError) return <Alert>{getErrorMessage(countries.error)}</Alert>;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2" aria-live="polite">
        {chosen.length === 0 ? (
          <p className="text-sm text-slate-500">{t('countries.noneSelected')}</p>
        ) : (
          <>
            <p className="sr-only">{t('countries.selected', { count: chosen.length })}</p>
            {chosen.map((country) => (
              <span
                key={country.iso2}
                className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-0.5 ps-2.5 pe-1 text-sm text-slate-800"
              >
                {country.name}
                <button
                  type="button"
                  className="rounded-full p-0.5 text-slate-500 hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-slate-900"
                  aria-label={t('countries.remove', { country: country.name })}
                  onClick={() => toggle(country.iso2, false)}
                >
                  <CloseIcon className="size-3.5" />
                </button>
              </span>
            ))}
          </>
        )}
      </div>
      <div>
        <label htmlFor={searchId} className="sr-only">
          {t('countries.search')}
        </label>
        <input
          id={searchId}
          type="search"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          placeholder={t('countries.search')}
          aria-controls={listId}
          aria-describedby={describedBy}
          autoComplete="off"
          className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-xs placeholder:text-slate-400 focus:border-slate-900 focus:outline-2 focus:outline-offset-0 focus:outline-slate-900"
        />
      </div>
      <div
        id={listId}
        role="group"
        aria-label={t('fields.countries')}
        aria-invalid={invalid || undefined}
        onBlur={onBlur}
        className={`max-h-72 overflow-y-auto rounded-md border bg-white ${invalid ? 'border-red-500' : 'border-slate-300'}`}
      >
        {shown.length === 0 ? (
          <p className="px-3 py-4 text-sm text-slate-500">{t('countries.noMatch', { q })}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {shown.map((country) => {
              const holder = country.heldBy
                ? (regionName.get(country.heldBy) ?? country.heldBy)
                : null;
              return (
                <li key={country.iso2}>
                  <label
                    className={`flex items-center gap-3 px-3 py-2 text-sm ${holder ? 'cursor-not-allowed text-slate-400' : 'cursor-pointer text-slate-800 hover:bg-slate-50'}`}
                  >
                    <input
                      type="checkbox"
                      className="size-4 rounded border-slate-300 accent-slate-900"
                      checked={selected.has(country.iso2)}
                      disabled={holder !== null}
                      onChange={(event) => toggle(country.iso2, event.target.checked)}
                    />
                    <span className="min-w-0 flex-1 truncate">{country.name}</span>
                    {holder && <Badge>{t('countries.heldBy', { region: holder })}</Badge>}
                    <span className="text-xs text-slate-400 uppercase tabular-nums">
                      {country.iso2}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
