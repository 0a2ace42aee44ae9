import type { ProviderRef } from '@storedesk/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/badge';

interface ProviderChoiceProps {
  legend: string;
  hint: string;
  /** Every provider the server offers, and whether this store can use it. */
  providers: readonly ProviderRef[];
  /** The name to show for an id. */
  nameOf: (id: string) => string;
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** Where a provider that is not set up gets set up (payment providers). */
  setUpHref?: string;
}

/**
 * Checkboxes for a region's providers. One the store has not set up (Stripe without keys) cannot
 * be chosen and says where to set it up; one the region offers already stays, so it can be
 * unticked.
 */
export function ProviderChoice({
  legend,
  hint,
  providers,
  nameOf,
  value,
  onChange,
  setUpHref,
}: ProviderChoiceProps) {
  const { t } = useTranslation('regions');
  const hintId = useId();
  const selected = new Set(value);
  const missing = providers.filter((provider) => !provider.is_installed);
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={hintId}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <p id={hintId} className="text-sm text-slate-500">
        {hint}
      </p>
      <ul className="flex flex-col gap-2">
        {providers.map((provider) => {
          const locked = !provider.is_installed && !selected.has(provider.id);
          return (
            <li key={provider.id}>
              <label
                className={`flex items-center gap-3 text-sm ${locked ? 'cursor-not-allowed text-slate-400' : 'cursor-pointer text-slate-800'}`}
              >
                <input
                  type="checkbox"
                  className="size-4 rounded border-slate-300 accent-slate-900"
                  checked={selected.has(provider.id)}
                  disabled={locked}
                  onChange={(event) =>
                    onChange(
                      event.target.checked
                        ? [...value, provider.id]
                        : value.filter((id) => id !== provider.id),
                    )
                  }
                />
                {nameOf(provider.id)}
                {!provider.is_installed && (
                  <Badge tone="warning">{t('providers.notInstalled')}</Badge>
                )}
              </label>
            </li>
          );
        })}
      </ul>
      {missing.length > 0 && setUpHref && (
        <Link
          to={setUpHref}
          className="self-start text-sm font-medium text-slate-900 underline underline-offset-4"
        >
          {t('providers.setUp')}
        </Link>
      )}
    </fieldset>
  );
}
