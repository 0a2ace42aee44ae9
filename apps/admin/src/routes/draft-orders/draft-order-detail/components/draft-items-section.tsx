import { getErrorMessage } from '@storedesk/client';
import { useAdminDraftOrderRemoveLineItem } from '@storedesk/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Section } from '@/components/detail/section';
import { UiButton } from '@/components/ui/ui-button';
import { useOrderFormat } from '@/routes/orders/common/format';
import { DraftTotals } from '../../common/draft-totals';
import { draftCurrency, type DraftOrderView } from '../../common/draft-view';
import { AddItemsModal } from './add-items-modal';
import { LineQuantity } from './line-quantity';

/**
 * The draft's lines (title, variant, unit price, quantity, total) and totals. While the draft is
 * open each line's quantity can be changed and the line removed, and lines added.
 */
export function DraftItemsSection({ draft }: { draft: DraftOrderView }) {
  const { t } = useTranslation('draftOrders');
  const format = useOrderFormat();
  const currency = draftCurrency(draft);
  const open = draft.status === 'open';
  const [adding, setAdding] = useState(false);
  const remove = useAdminDraftOrderRemoveLineItem(draft.id);
  const lines = draft.cart.items ?? [];

  return (
    <Section
      title={t('detail.items.title')}
      actions={
        open && (
          <UiButton variant="secondary" onClick={() => setAdding(true)}>
            {t('detail.items.add')}
          </UiButton>
        )
      }
    >
      {remove.isError && <Alert>{getErrorMessage(remove.error)}</Alert>}
      {lines.length === 0 ? (
        <p className="text-sm text-slate-500">{t('detail.items.none')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200">
          {lines.map((line) => (
            <li
              key={line.id}
              className="grid grid-cols-[minmax(0,1fr)_auto] gap-3 py-3 first:pt-0 sm:grid-cols-[minmax(0,1fr)_auto_6rem] sm:items-start"
            >
              <div className="min-w-0">
                <p className="font-medium break-words text-slate-900">{line.title}</p>
                <p className="text-sm text-slate-500">
                  {[
                    line.variant_id ? line.variant?.title : t('detail.items.custom'),
                    line.variant?.sku,
                    t('detail.items.each', { price: format.money(line.unit_price, currency) }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              <div className="col-span-2 flex flex-wrap items-start gap-2 sm:col-span-1 sm:col-start-2 sm:row-start-1">
                {open ? (
                  <>
                    <LineQuantity key={line.quantity} draftId={draft.id} line={line} />
                    <UiButton
                      variant="ghost"
                      aria-label={t('items.removeLine', { title: line.title })}
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(line.id)}
                    >
                      {t('items.remove')}
                    </UiButton>
                  </>
                ) : (
                  <span className="text-sm text-slate-600">
                    {t('detail.items.quantityShown', { quantity: line.quantity })}
                  </span>
                )}
              </div>
              <p className="col-start-2 row-start-1 text-right text-sm font-medium text-slate-900 tabular-nums sm:col-start-3 sm:pt-2">
                {format.money(line.subtotal, currency)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <div className="border-t border-slate-200 pt-4 sm:ml-auto sm:w-72">
        <DraftTotals draft={draft} />
      </div>
      {adding && (
        <AddItemsModal draftId={draft.id} currency={currency} onClose={() => setAdding(false)} />
      )}
    </Section>
  );
}
