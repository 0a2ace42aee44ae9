import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { DetailList } from '@/components/detail/detail-list';
import { Spinner } from '@/components/spinner';
import { useOrderFormat } from '@/routes/orders/common/format';
import { useDisplayNames } from '@/routes/settings/regions/common/display-names';
import { DraftTotals } from '../../common/draft-totals';
import { addressLines, draftCurrency, type DraftOrderView } from '../../common/draft-view';

interface ReviewStepProps {
  /** The draft as the server priced it; null while it is being priced. */
  draft: DraftOrderView | null;
  /** Why the server refused it (a field's reason is on its step). */
  error: string | null;
}

/**
 * Step 4: the draft as the server prices it (lines, shipping, tax and total) before staff
 * confirm it; Back discards it and returns to the fields.
 */
export function ReviewStep({ draft, error }: ReviewStepProps) {
  const { t } = useTranslation('draftOrders');
  const format = useOrderFormat();
  const names = useDisplayNames();
  if (error) return <Alert>{error}</Alert>;
  if (!draft) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600" aria-live="polite">
        <Spinner />
        {t('review.pricing')}
      </p>
    );
  }
  const currency = draftCurrency(draft);
  const method = draft.cart.shipping_methods?.[0];
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-slate-600">{t('review.intro')}</p>
      <DetailList
        items={[
          [t('review.customer'), draft.cart.email ?? ''],
          [t('review.region'), draft.cart.region?.name ?? ''],
          [
            t('review.shipTo'),
            addressLines(draft.cart.shipping_address, (iso) => names.country(iso)).join('\n'),
          ],
          [
            t('review.shippingOption'),
            method
              ? `${method.shipping_option?.name ?? ''} · ${format.money(method.price, currency)}`
              : '',
          ],
        ]}
      />
      <section aria-labelledby="draft-review-lines" className="flex flex-col gap-2">
        <h3 id="draft-review-lines" className="font-semibold text-slate-900">
          {t('review.lines')}
        </h3>
        <ul className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200">
          {(draft.cart.items ?? []).map((line) => (
            <li key={line.id} className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 px-3 py-2">
              <span className="min-w-0">
                <span className="block font-medium break-words text-slate-900">{line.title}</span>
                <span className="block text-sm text-slate-500">
                  {t('review.lineQuantity', {
                    quantity: line.quantity,
                    price: format.money(line.unit_price, currency),
                  })}
                </span>
              </span>
              <span className="text-sm whitespace-nowrap text-slate-900 tabular-nums">
                {format.money(line.subtotal, currency)}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <DraftTotals draft={draft} />
    </div>
  );
}
