import type { ClaimOrder } from '@storedesk/contract';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/components/badge';

type ClaimType = ClaimOrder['type'];
type ClaimPaymentStatus = ClaimOrder['payment_status'];
type ClaimFulfillmentStatus = ClaimOrder['fulfillment_status'];

const PAYMENT_TONE: Record<ClaimPaymentStatus, BadgeTone> = {
  na: 'neutral',
  not_refunded: 'danger',
  refunded: 'success',
};

const FULFILLMENT_TONE: Record<ClaimFulfillmentStatus, BadgeTone> = {
  not_fulfilled: 'warning',
  partially_fulfilled: 'info',
  fulfilled: 'info',
  partially_shipped: 'info',
  shipped: 'success',
  partially_returned: 'neutral',
  returned: 'neutral',
  canceled: 'neutral',
  requires_action: 'danger',
};

/** How a claim is settled: Refund or Replacement. */
export function ClaimTypeBadge({ type }: { type: ClaimType }) {
  const { t } = useTranslation('claims');
  return <Badge tone={type === 'refund' ? 'info' : 'neutral'}>{t(`type.${type}`)}</Badge>;
}

/** Where a claim's money stands: No refund due, Not refunded, Refunded. */
export function ClaimPaymentBadge({ status }: { status: ClaimPaymentStatus }) {
  const { t } = useTranslation('claims');
  return <Badge tone={PAYMENT_TONE[status]}>{t(`payment.${status}`)}</Badge>;
}

/** Where a claim's replacements stand: Not fulfilled, Fulfilled, Shipped, Canceled... */
export function ClaimFulfillmentBadge({ status }: { status: ClaimFulfillmentStatus }) {
  const { t } = useTranslation('claims');
  return <Badge tone={FULFILLMENT_TONE[status]}>{t(`fulfillment.${status}`)}</Badge>;
}
