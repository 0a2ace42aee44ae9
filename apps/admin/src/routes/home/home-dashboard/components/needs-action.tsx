import type { Dashboard } from '@storedesk/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The orders list, filtered to what waits for staff. */
export const TO_FULFILL_PATH = '/a/orders?fulfillment_status=not_fulfilled,partially_fulfilled';
export const TO_CAPTURE_PATH = '/a/orders?payment_status=awaiting';

/** Open orders waiting to be fulfilled and payments waiting to be captured, whenever placed. */
export function NeedsAction({ counts }: { counts: Dashboard['needs_action'] }) {
  const { t, i18n } = useTranslation('dashboard');
  const headingId = useId();
  const count = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const items = [
    { label: t('needsAction.toFulfill'), value: counts.to_fulfill, to: TO_FULFILL_PATH },
    { label: t('needsAction.toCapture'), value: counts.to_capture, to: TO_CAPTURE_PATH },
  ];

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-sm font-medium text-slate-500">
        {t('needsAction.title')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className={`flex h-full items-center justify-between gap-3 rounded-xl border bg-white p-5 shadow-sm transition-colors hover:border-slate-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 ${item.value > 0 ? 'border-amber-300' : 'border-slate-200'}`}
            >
              <span className="flex min-w-0 flex-col">
                <span className="text-2xl font-semibold text-slate-900 tabular-nums">
                  {count(item.value)}
                </span>
                <span className="text-sm font-medium text-slate-600">{item.label}</span>
              </span>
              <span className="shrink-0 text-sm font-medium text-slate-700">
                {t('needsAction.view')}
                <span aria-hidden="true" className="ms-1 inline-block rtl:-scale-x-100">
                  →
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
