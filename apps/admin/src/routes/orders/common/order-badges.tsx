import type {
  ORDER_FULFILLMENT_STATUSES,
  ORDER_PAYMENT_STATUSES,
  ORDER_STATUSES,
} from '@storedesk/contract';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/components/badge';

export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type PaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];
export type FulfillmentStatus = (typeof ORDER_FULFILLMENT_STATUSES)[number];

const ORDER_TONE: Record<OrderStatus, BadgeTone> = {
  pending: 'info',
  completed: 'success',
  archived: 'neutral',
  canceled: 'danger',
  requires_action: 'warning',
};

const PAYMENT_TONE: Record<PaymentStatus, BadgeTone> = {
  not_paid: 'neutral',
  awaiting: 'warning',
  captured: 'success',
  partially_refunded: 'info',
  refunded: 'neutral',
  canceled: 'danger',
  requires_action: 'warning',
};

const FULFILLMENT_TONE: Record<FulfillmentStatus, BadgeTone> = {
  not_fulfilled: 'warning',
  partially_fulfilled: 'info',
  fulfilled: 'info',
  partially_shipped: 'info',
  shipped: 'success',
  partially_returned: 'info',
  returned: 'neutral',
  canceled: 'danger',
  requires_action: 'warning',
};

/** The order's own status (Pending, Completed, Canceled...). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('orders');
  return <Badge tone={ORDER_TONE[status]}>{t(`status.order.${status}`)}</Badge>;
}

/** Where the order's payment stands (Awaiting, Captured, Refunded...). */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('orders');
  return <Badge tone={PAYMENT_TONE[status]}>{t(`status.payment.${status}`)}</Badge>;
}

/** Where the order's goods stand (Not fulfilled, Shipped...). */
export function FulfillmentStatusBadge({ status }: { status: FulfillmentStatus }) {
  const { t } = useTranslation('orders');
  return <Badge tone={FULFILLMENT_TONE[status]}>{t(`status.fulfillment.${status}`)}</Badge>;
}
