import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/badge';
import type { DraftOrderView } from './draft-view';

/** Open or completed; a completed draft links to the order it became (unless `link` is off). */
export function DraftStatus({
  draft,
  link = true,
}: {
  draft: Pick<DraftOrderView, 'status' | 'order_id'>;
  link?: boolean;
}) {
  const { t } = useTranslation('draftOrders');
  if (draft.status === 'open') return <Badge tone="info">{t('status.open')}</Badge>;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Badge tone="success">{t('status.completed')}</Badge>
      {link && draft.order_id && (
        <Link
          to={`/a/orders/${draft.order_id}`}
          className="relative z-10 text-sm font-medium whitespace-nowrap text-slate-900 underline underline-offset-2 hover:text-slate-600"
        >
          {t('status.viewOrder')}
        </Link>
      )}
    </span>
  );
}
