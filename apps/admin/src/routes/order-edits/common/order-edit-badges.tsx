import type { OrderEdit, PaymentCollection } from '@storedesk/contract';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/components/badge';

const STATUS_TONE: Record<OrderEdit['status'], BadgeTone> = {
  created: 'info',
  requested: 'warning',
  confirmed: 'success',
  declined: 'danger',
  canceled: 'neutral',
};

const COLLECTION_TONE: Record<PaymentCollection['status'], BadgeTone> = {
  not_paid: 'warning',
  awaiting: 'info',
  authorized: 'success',
  partially_authorized: 'info',
  canceled: 'neutral',
};

/** Where an edit stands: In progress, Waiting for customer, Confirmed, Declined, Canceled. */
export function OrderEditStatusBadge({ status }: { status: OrderEdit['status'] }) {
  const { t } = useTranslation('orderEdits');
  return <Badge tone={STATUS_TONE[status]}>{t(`status.${status}`)}</Badge>;
}

/** Where the payment of an edit that costs more stands: Not paid, Paid... */
export function PaymentCollectionBadge({ status }: { status: PaymentCollection['status'] }) {
  const { t } = useTranslation('orderEdits');
  return <Badge tone={COLLECTION_TONE[status]}>{t(`collection.${status}`)}</Badge>;
}
