import type { PriceList } from '@storedesk/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/badge';

export function PriceListStatusBadge({ status }: { status: PriceList['status'] }) {
  const { t } = useTranslation('pricing');
  return <Badge tone={status === 'active' ? 'success' : 'neutral'}>{t(`status.${status}`)}</Badge>;
}

/** A date of a price list for people (`Mar 4, 2030, 10:00 AM`), or 'No date'. */
export function useFormatListDate() {
  const { t, i18n } = useTranslation('pricing');
  return useCallback(
    (iso: string | null) =>
      iso
        ? new Intl.DateTimeFormat(i18n.language, {
            dateStyle: 'medium',
            timeStyle: 'short',
          }).format(new Date(iso))
        : t('dates.none'),
    [t, i18n.language],
  );
}
