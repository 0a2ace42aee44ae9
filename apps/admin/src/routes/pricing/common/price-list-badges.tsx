import type { PriceList } from '@storedesk/contract';
import { useTranslation } from 'react-i18next';

const STATUS_STYLE = {
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  draft: 'bg-slate-100 text-slate-700 ring-slate-200',
} as const;

export function PriceListStatusBadge({ status }: { status: PriceList['status'] }) {
  const { t } = useTranslation('pricing');
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATUS_STYLE[status]}`}
    >
      {t(`status.${status}`)}
    </span>
  );
}

/** A date of a price list for people (`Mar 4, 2030, 10:00 AM`), or 'No date'. */
export function useFormatListDate() {
  const { t, i18n } = useTranslation('pricing');
  return (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(iso),
        )
      : t('dates.none');
}
