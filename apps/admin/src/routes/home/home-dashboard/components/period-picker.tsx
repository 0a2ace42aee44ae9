import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UiButton } from '@/components/ui/ui-button';
import { isValidRange, PRESETS, type PeriodChoice } from '../period';

interface PeriodPickerProps {
  value: PeriodChoice;
  /** The days shown now, to start a custom period from. */
  range: { from: string; to: string };
  onChange: (choice: PeriodChoice) => void;
}

const SEGMENT =
  'rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900';
const FIELD =
  'rounded-md border border-slate-300 bg-white px-2 py-1 text-sm focus:border-slate-900 focus:outline-2 focus:outline-slate-900';

/** 7, 30 or 90 days up to today, or a custom first and last day (kept in the URL by the page). */
export function PeriodPicker({ value, range, onChange }: PeriodPickerProps) {
  const { t } = useTranslation('dashboard');
  const id = useId();
  const isCustom = 'from' in value;
  const [editing, setEditing] = useState(false);
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [invalid, setInvalid] = useState(false);
  // A new period from outside (the URL: back, a link) resets the custom days to it.
  const valueKey = isCustom ? `${value.from}/${value.to}` : String(value.preset);
  const [seen, setSeen] = useState(valueKey);
  if (seen !== valueKey) {
    setSeen(valueKey);
    setFrom(range.from);
    setTo(range.to);
    setEditing(false);
    setInvalid(false);
  }
  const showForm = isCustom || editing;

  const segment = (active: boolean) =>
    `${SEGMENT} ${active ? 'bg-slate-900 text-white' : 'text-slate-700 hover:bg-slate-100'}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidRange(from, to)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onChange({ from, to });
  };

  return (
    <div className="flex flex-col items-stretch gap-2 sm:items-end">
      <div
        role="group"
        aria-label={t('period.label')}
        className="inline-flex flex-wrap gap-1 self-start rounded-lg border border-slate-200 bg-white p-1 sm:self-end"
      >
        {PRESETS.map((days) => {
          const active = !showForm && 'preset' in value && value.preset === days;
          return (
            <button
              key={days}
              type="button"
              aria-pressed={active}
              className={segment(active)}
              onClick={() => {
                setEditing(false);
                setInvalid(false);
                onChange({ preset: days });
              }}
            >
              {t('period.days', { count: days })}
            </button>
          );
        })}
        <button
          type="button"
          aria-pressed={showForm}
          aria-expanded={showForm}
          aria-controls={`${id}-custom`}
          className={segment(showForm)}
          onClick={() => {
            setFrom(range.from);
            setTo(range.to);
            setEditing(true);
          }}
        >
          {t('period.custom')}
        </button>
      </div>
      {showForm && (
        <form
          id={`${id}-custom`}
          onSubmit={submit}
          noValidate
          className="flex flex-wrap items-end gap-2"
        >
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-from`} className="text-xs font-medium text-slate-600">
              {t('period.from')}
            </label>
            <input
              id={`${id}-from`}
              type="date"
              value={from}
              max={to || undefined}
              required
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? `${id}-error` : undefined}
              onChange={(event) => setFrom(event.target.value)}
              className={FIELD}
            />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-to`} className="text-xs font-medium text-slate-600">
              {t('period.to')}
            </label>
            <input
              id={`${id}-to`}
              type="date"
              value={to}
              min={from || undefined}
              required
              aria-invalid={invalid || undefined}
              onChange={(event) => setTo(event.target.value)}
              className={FIELD}
            />
          </div>
          <UiButton type="submit" variant="secondary" className="px-3 py-1.5">
            {t('period.apply')}
          </UiButton>
          {invalid && (
            <p id={`${id}-error`} role="alert" className="w-full text-sm text-red-700">
              {t('period.invalid')}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
