import { getErrorMessage } from '@storedesk/client';
import type { Return } from '@storedesk/contract';
import { useAdminCancelReturn, useAdminStockLocations } from '@storedesk/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '@/components/detail/section';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { UiButton } from '@/components/ui/ui-button';
import { ReturnStatusBadge } from '@/routes/returns/common/return-status-badge';
import { useOrderFormat } from '../../common/format';
import { canRequestReturn, isOpenReturn } from '../../common/order-returns';
import type { OrderView } from '../../common/order-view';
import { ReceiveReturnModal } from './receive-return-modal';
import { RequestReturnModal } from './request-return-modal';

const LOCATIONS_QUERY = { limit: 200 };

interface Named {
  entry: Return;
  name: string;
}

/**
 * The order's returns, oldest first: each with its status, lines (with reason and note), what it
 * refunds and where it was received. Ask for one while something fulfilled is left to return;
 * receive or cancel one that has not been received. An exchange's or a claim's return shows with
 * its exchange or claim (the Exchanges and Claims sections), which receive it and cancel it with
 * the exchange or claim.
 */
export function ReturnsSection({ order }: { order: OrderView }) {
  const { t } = useTranslation('returns');
  const [requesting, setRequesting] = useState(false);
  const [receiving, setReceiving] = useState<Named | null>(null);
  const [canceling, setCanceling] = useState<Named | null>(null);
  const returns = (order.returns ?? []).filter((entry) => !entry.swap_id && !entry.claim_order_id);
  const returnable = canRequestReturn(order);
  const cancel = useAdminCancelReturn(canceling?.entry.id ?? '', {
    onSuccess: () => {
      toast.success(t('section.canceled', { name: canceling?.name ?? '' }));
      setCanceling(null);
    },
  });

  return (
    <Section
      title={t('section.title')}
      description={returnable ? undefined : t('section.nothingReturnable')}
      actions={
        <UiButton variant="secondary" disabled={!returnable} onClick={() => setRequesting(true)}>
          {t('section.request')}
        </UiButton>
      }
    >
      {returns.length === 0 ? (
        <p className="text-sm text-slate-600">{t('section.none')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {returns.map((entry, index) => {
            const name = t('section.name', { number: index + 1 });
            return (
              <ReturnCard
                key={entry.id}
                order={order}
                entry={entry}
                name={name}
                onReceive={() => setReceiving({ entry, name })}
                onCancel={() => {
                  cancel.reset();
                  setCanceling({ entry, name });
                }}
              />
            );
          })}
        </ul>
      )}
      {requesting && <RequestReturnModal order={order} onClose={() => setRequesting(false)} />}
      {receiving && (
        <ReceiveReturnModal
          order={order}
          entry={receiving.entry}
          name={receiving.name}
          onClose={() => setReceiving(null)}
        />
      )}
      <Dialog
        open={canceling !== null}
        onOpenChange={(open) => !open && setCanceling(null)}
        variant="danger"
        title={t('section.cancelTitle', { name: canceling?.name ?? '' })}
        description={t('section.cancelText')}
        confirmLabel={t('section.cancelConfirm')}
        isLoading={cancel.isPending}
        error={cancel.error ? getErrorMessage(cancel.error) : undefined}
        onConfirm={() => cancel.mutate()}
      />
    </Section>
  );
}

interface ReturnCardProps {
  order: OrderView;
  entry: Return;
  name: string;
  onReceive: () => void;
  onCancel: () => void;
}

function ReturnCard({ order, entry, name, onReceive, onCancel }: ReturnCardProps) {
  const { t } = useTranslation('returns');
  const format = useOrderFormat();
  const money = (amount: number) => format.money(amount, order.currency_code);
  const received = entry.status === 'received' && entry.received_at;
  const locations = useAdminStockLocations(LOCATIONS_QUERY, {
    enabled: Boolean(received && entry.location_id),
  });
  const location = locations.data?.stock_locations.find((item) => item.id === entry.location_id);
  const titleOf = (id: string) => order.items.find((item) => item.id === id)?.title ?? id;
  const lines = entry.items.filter((item) => item.quantity > 0 || entry.status !== 'received');
  return (
    <li
      aria-label={name}
      className={`rounded-lg border border-slate-200 p-3 text-sm ${entry.status === 'canceled' ? 'bg-slate-50 text-slate-500' : ''}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium text-slate-900">
            {name}
            <ReturnStatusBadge status={entry.status} />
          </p>
          <p className="text-slate-500">
            {received
              ? location
                ? t('section.receivedAt', {
                    location: location.name,
                    date: format.dateTime(entry.received_at!),
                  })
                : t('section.receivedOn', { date: format.dateTime(entry.received_at!) })
              : t('section.created', { date: format.dateTime(entry.created_at) })}
          </p>
        </div>
        {isOpenReturn(entry) && (
          <div className="flex flex-wrap gap-2">
            <UiButton variant="secondary" className="px-3 py-1.5" onClick={onReceive}>
              {t('section.receive')}
            </UiButton>
            <UiButton variant="ghost" className="px-3 py-1.5" onClick={onCancel}>
              {t('section.cancel')}
            </UiButton>
          </div>
        )}
      </div>
      <ul className="mt-2 flex flex-col gap-1">
        {lines.map((item) => (
          <li key={item.item_id}>
            <div className="flex justify-between gap-3">
              <span className="min-w-0 break-words">{titleOf(item.item_id)}</span>
              <span className="shrink-0 tabular-nums">×{item.quantity}</span>
            </div>
            {item.reason && (
              <p className="text-xs break-words text-slate-500">
                {t('section.lineReason', { reason: item.reason.label })}
              </p>
            )}
            {item.note && (
              <p className="text-xs break-words whitespace-pre-line text-slate-500">
                {t('section.lineNote', { note: item.note })}
              </p>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-2 flex flex-col gap-0.5 text-slate-600">
        {entry.shipping_method && (
          <p>{t('section.shipping', { amount: money(entry.shipping_method.price) })}</p>
        )}
        <RefundLine order={order} entry={entry} />
      </div>
    </li>
  );
}

/**
 * What the return gives back: on receipt (not received yet), refunded or pending (its refund,
 * which names the return), or not refunded: the provider refused, and the order needs staff.
 */
function RefundLine({ order, entry }: { order: OrderView; entry: Return }) {
  const { t } = useTranslation('returns');
  const format = useOrderFormat();
  const amount = format.money(entry.refund_amount, order.currency_code);
  if (entry.status === 'canceled') return null;
  if (entry.status !== 'received') {
    return <p className="font-medium text-slate-900">{t('section.refundOnReceipt', { amount })}</p>;
  }
  if (entry.refund_amount <= 0) return <p>{t('section.noRefund')}</p>;
  const refund = order.refunds.find((item) => item.metadata?.return_id === entry.id);
  if (!refund) return <p className="text-amber-800">{t('section.notRefunded', { amount })}</p>;
  return (
    <p className="font-medium text-slate-900">
      {refund.status === 'pending'
        ? t('section.refundPending', { amount })
        : t('section.refunded', { amount })}
    </p>
  );
}
