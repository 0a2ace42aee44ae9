import type { SwapFulfillmentStatus, SwapPaymentStatus } from '@storedesk/contract';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/components/badge';

const PAYMENT_TONE: Record<SwapPaymentStatus, BadgeTone> = {
  not_paid: 'warning',
  awaiting: 'info',
  confirmed: 'success',
  captured: 'success',
  difference_refunded: 'success',
  partially_refunded: 'neutral',
  refunded: 'neutral',
  canceled: 'neutral',
  requires_action: 'danger',
};

const FULFILLMENT_TONE: Record<SwapFulfillmentStatus, BadgeTone> = {
  not_fulfilled: 'warning',
  fulfilled: 'info',
  partially_shipped: 'info',
  shipped: 'success',
  canceled: 'neutral',
  requires_action: 'danger',
};

/** Where an exchange's money stands: Not paid, To settle, Captured, Difference refunded... */
export function SwapPaymentBadge({ status }: { status: SwapPaymentStatus }) {
  const { t } = useTranslation('swaps');
  return <Badge tone={PAYMENT_TONE[status]}>{t(`payment.${status}`)}</Badge>;
}

/** Where an exchange's new items stand: Not fulfilled, Fulfilled, Shipped, Canceled... */
export function SwapFulfillmentBadge({ status }: { status: SwapFulfillmentStatus }) {
  const { t } = useTranslation('swaps');
  return <Badge tone={FULFILLMENT_TONE[status]}>{t(`fulfillment.${status}`)}</Badge>;
}
