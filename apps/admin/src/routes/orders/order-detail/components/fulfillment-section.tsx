import { getErrorMessage } from '@storedesk/client';
import { useAdminCancelFulfillment, useAdminStockLocations } from '@storedesk/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/badge';
import { Section } from '@/components/detail/section';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { UiButton } from '@/components/ui/ui-button';
import { useOrderFormat } from '../../common/format';
import { FulfillmentStatusBadge } from '../../common/order-badges';
import { canFulfil, type OrderFulfillment, type OrderView } from '../../common/order-view';
import { FulfillmentModal } from './fulfillment-modal';
import { ShipModal } from './ship-modal';

const LOCATIONS_QUERY = { limit: 200 };

/**
 * The order's fulfilments, oldest first: where each ships from, its lines, its tracking numbers,
 * and whether it shipped or was canceled. Create one while lines are left to fulfil; ship or
 * cancel one that has not shipped.
 */
export function FulfillmentSection({ order }: { order: OrderView }) {
  const { t } = useTranslation('orders');
  const format = useOrderFormat();
  const [creating, setCreating] = useState(false);
  const [shipping, setShipping] = useState<{ id: string; name: string } | null>(null);
  const [canceling, setCanceling] = useState<{ id: string; name: string } | null>(null);
  const hasFulfillments = order.fulfillments.length > 0;
  const locations = useAdminStockLocations(LOCATIONS_QUERY, { enabled: hasFulfillments });
  const locationName = (id: string | null) =>
    id ? (locations.data?.stock_locations.find((location) => location.id === id)?.name ?? '') : '';
  const titleOf = (line: string) => order.items.find((item) => item.id === line)?.title ?? line;
  const cancel = useAdminCancelFulfillment(order.id, {
    onSuccess: () => {
      toast.success(t('detail.fulfillment.canceled', { name: canceling?.name ?? '' }));
      setCanceling(null);
    },
  });

  return (
    <Section
      title={t('detail.fulfillment.title')}
      description={<FulfillmentStatusBadge status={order.fulfillment_status} />}
      actions={
        canFulfil(order) && (
          <UiButton variant="primary" onClick={() => setCreating(true)}>
            {t('detail.fulfillment.create')}
          </UiButton>
        )
      }
    >
      {!hasFulfillments ? (
        <p className="text-sm text-slate-600">{t('detail.fulfillment.none')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {order.fulfillments.map((fulfillment, index) => {
            const name = t('detail.fulfillment.name', { number: index + 1 });
            return (
              <FulfillmentCard
                key={fulfillment.id}
                fulfillment={fulfillment}
                name={name}
                location={locationName(fulfillment.location_id)}
                created={format.dateTime(fulfillment.created_at)}
                titleOf={titleOf}
                onShip={() => setShipping({ id: fulfillment.id, name })}
                onCancel={() => {
                  cancel.reset();
                  setCanceling({ id: fulfillment.id, name });
                }}
              />
            );
          })}
        </ul>
      )}
      {creating && <FulfillmentModal order={order} onClose={() => setCreating(false)} />}
      {shipping && (
        <ShipModal
          orderId={order.id}
          fulfillmentId={shipping.id}
          name={shipping.name}
          onClose={() => setShipping(null)}
        />
      )}
      <Dialog
        open={canceling !== null}
        onOpenChange={(open) => !open && setCanceling(null)}
        variant="danger"
        title={t('detail.fulfillment.cancelTitle', { name: canceling?.name ?? '' })}
        description={t('detail.fulfillment.cancelText')}
        confirmLabel={t('detail.fulfillment.cancelConfirm')}
        cancelLabel={t('detail.keep')}
        isLoading={cancel.isPending}
        error={cancel.error ? getErrorMessage(cancel.error) : undefined}
        onConfirm={() => canceling && cancel.mutate(canceling.id)}
      />
    </Section>
  );
}

interface FulfillmentCardProps {
  fulfillment: OrderFulfillment;
  name: string;
  location: string;
  created: string;
  titleOf: (itemId: string) => string;
  onShip: () => void;
  onCancel: () => void;
}

function FulfillmentCard({
  fulfillment,
  name,
  location,
  created,
  titleOf,
  onShip,
  onCancel,
}: FulfillmentCardProps) {
  const { t } = useTranslation('orders');
  const format = useOrderFormat();
  const open = !fulfillment.shipped_at && !fulfillment.canceled_at;
  const links = fulfillment.tracking_links ?? [];
  const numbers =
    links.length > 0
      ? links.map((link) => ({ number: link.tracking_number, url: link.url }))
      : (fulfillment.tracking_numbers ?? []).map((number) => ({ number, url: null }));
  return (
    <li
      aria-label={name}
      className={`rounded-lg border border-slate-200 p-3 text-sm ${fulfillment.canceled_at ? 'bg-slate-50 text-slate-500' : ''}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium text-slate-900">
            {name}{' '}
            {fulfillment.canceled_at ? (
              <Badge tone="danger">{t('detail.fulfillment.state.canceled')}</Badge>
            ) : fulfillment.shipped_at ? (
              <Badge tone="success">{t('detail.fulfillment.state.shipped')}</Badge>
            ) : (
              <Badge tone="info">{t('detail.fulfillment.state.notShipped')}</Badge>
            )}
          </p>
          <p className="text-slate-500">
            {location ? t('detail.fulfillment.fromLocation', { location, date: created }) : created}
          </p>
        </div>
        {open && (
          <div className="flex flex-wrap gap-2">
            <UiButton variant="secondary" className="px-3 py-1.5" onClick={onShip}>
              {t('detail.fulfillment.ship')}
            </UiButton>
            <UiButton variant="ghost" className="px-3 py-1.5" onClick={onCancel}>
              {t('detail.fulfillment.cancel')}
            </UiButton>
          </div>
        )}
      </div>
      <ul className="mt-2 flex flex-col gap-0.5">
        {fulfillment.items.map((item) => (
          <li key={item.item_id} className="flex justify-between gap-3">
            <span className="min-w-0 break-words">{titleOf(item.item_id)}</span>
            <span className="shrink-0 tabular-nums">×{item.quantity}</span>
          </li>
        ))}
      </ul>
      {fulfillment.shipped_at && (
        <p className="mt-2 text-slate-600">
          {t('detail.fulfillment.shippedOn', { date: format.dateTime(fulfillment.shipped_at) })}
        </p>
      )}
      {numbers.length > 0 && (
        <p className="mt-1 break-words text-slate-600">
          {t('detail.fulfillment.trackingList')}{' '}
          {numbers.map((entry, index) => (
            <span key={entry.number}>
              {index > 0 && ', '}
              {entry.url ? (
                <a
                  href={entry.url}
                  target="_blank"
                  rel="noreferrer"
                  className="font-medium text-slate-900 underline underline-offset-2"
                >
                  {entry.number}
                </a>
              ) : (
                <span className="font-medium text-slate-900">{entry.number}</span>
              )}
            </span>
          ))}
        </p>
      )}
    </li>
  );
}
