import { REFUND_REASONS, type OrderTimelineEvent, type RefundReason } from '@storedesk/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrderFormat } from '../../common/format';
import { MAIL_EVENTS, type MailEvent } from '../../common/mail-events';
import type { ClaimView } from '@/routes/claims/common/claim-view';
import type { SwapView } from '../../common/order-swaps';
import { orderEditEventText } from './order-edit-event-text';

/** The sentence of a timeline event and what goes under it (a note, a refund's note, numbers). */
export interface EventText {
  text: string;
  detail?: string | undefined;
}

const NOTIFICATION_STATUSES = ['sent', 'pending', 'failed'] as const;
type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

const number = (value: unknown) => (typeof value === 'number' ? value : 0);
const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** How many items a list of `{ quantity }` names (a return's lines). */
const itemCount = (items: unknown) =>
  Array.isArray(items)
    ? (items as { quantity?: unknown }[]).reduce((sum, item) => sum + number(item.quantity), 0)
    : 0;

type NamedSwap = Pick<SwapView, 'id' | 'return_order'>;
type NamedClaim = Pick<ClaimView, 'id' | 'return_order'>;

const NO_SWAPS: readonly NamedSwap[] = [];
const NO_CLAIMS: readonly NamedClaim[] = [];

/**
 * Words for each kind of timeline event, money in the order's currency. An exchange's events
 * (and the payment and fulfilment events that carry its `swap_id`, and its return's) name it as
 * the Exchanges section does: 'Exchange 2', by its place among the order's `swaps`; a claim's
 * (and the fulfilment events that carry its `claim_order_id`, and its return's) likewise: 'Claim
 * 1', by its place among the order's `claims`.
 */
export function useEventText(
  currencyCode: string,
  swaps: readonly NamedSwap[] = NO_SWAPS,
  claims: readonly NamedClaim[] = NO_CLAIMS,
) {
  const { t } = useTranslation('orders');
  const format = useOrderFormat();
  return useCallback(
    (event: OrderTimelineEvent): EventText => {
      const swapName = (data: OrderTimelineEvent['data']): string => {
        const index = swaps.findIndex(
          (swap) =>
            swap.id === data.swap_id ||
            (data.return_id !== undefined && swap.return_order?.id === data.return_id),
        );
        return index >= 0
          ? t('timeline.exchangeName', { number: index + 1 })
          : t('timeline.exchange');
      };
      /** The claim an event is about: by its id, or by its return's. */
      const claimIndex = (data: OrderTimelineEvent['data']): number =>
        claims.findIndex(
          (claim) =>
            claim.id === data.claim_id ||
            claim.id === data.claim_order_id ||
            (data.return_id !== undefined && claim.return_order?.id === data.return_id),
        );
      const claimName = (data: OrderTimelineEvent['data']): string => {
        const index = claimIndex(data);
        return index >= 0 ? t('timeline.claimName', { number: index + 1 }) : t('timeline.claim');
      };
      const describe = (event: OrderTimelineEvent): EventText => {
        const data = event.data;
        const money = (value: unknown) => format.money(number(value), currencyCode);
        switch (event.kind) {
          case 'placed':
            return { text: t('timeline.placed', { total: money(data.total) }) };
          case 'payment_authorized':
            return { text: t('timeline.authorized', { amount: money(data.amount) }) };
          case 'payment_captured':
            return { text: t('timeline.captured', { amount: money(data.amount) }) };
          case 'payment_canceled':
            return { text: t('timeline.paymentCanceled', { amount: money(data.amount) }) };
          case 'refunded': {
            const reason = text(data.reason);
            return {
              text: t('timeline.refunded', {
                amount: money(data.amount),
                reason: (REFUND_REASONS as readonly string[]).includes(reason)
                  ? t(`refundReason.${reason as RefundReason}`)
                  : reason,
              }),
              detail: text(data.note) || undefined,
            };
          }
          case 'fulfilled': {
            const items = Array.isArray(data.items) ? (data.items as { quantity?: unknown }[]) : [];
            const n = items.reduce((sum, item) => sum + number(item.quantity), 0);
            return { text: t('timeline.fulfilled', { n }) };
          }
          case 'shipped': {
            const numbers = Array.isArray(data.tracking_numbers)
              ? (data.tracking_numbers as unknown[]).map(text).filter(Boolean)
              : [];
            return {
              text: t('timeline.shipped'),
              detail:
                numbers.length > 0
                  ? t('timeline.tracking', { numbers: numbers.join(', ') })
                  : undefined,
            };
          }
          case 'return_requested': {
            const count = itemCount(data.items);
            return {
              text: t(
                data.by === 'customer'
                  ? 'timeline.returnRequestedByCustomer'
                  : 'timeline.returnRequested',
                { count },
              ),
              detail: text(data.note) || undefined,
            };
          }
          case 'return_received': {
            const amount = number(data.refund_amount);
            return {
              text: t('timeline.returnReceived', { count: itemCount(data.items) }),
              detail:
                amount <= 0
                  ? undefined
                  : data.requires_action === true
                    ? t('timeline.returnRefundFailed', { amount: money(amount) })
                    : t('timeline.returnRefunded', { amount: money(amount) }),
            };
          }
          case 'return_canceled':
            return { text: t('timeline.returnCanceled') };
          case 'swap_created': {
            const back = itemCount(data.return_items);
            const out = itemCount(data.additional_items);
            return {
              text: t(
                data.by === 'customer'
                  ? 'timeline.swapRequestedByCustomer'
                  : 'timeline.swapCreated',
                { name: swapName(data) },
              ),
              detail: t('timeline.swapItems', { back, out }),
            };
          }
          case 'swap_confirmed': {
            const due = number(data.difference_due);
            const amount = format.money(Math.abs(due), currencyCode);
            return {
              text: t(
                due > 0
                  ? 'timeline.swapConfirmedPays'
                  : due < 0
                    ? 'timeline.swapConfirmedGetsBack'
                    : 'timeline.swapConfirmedEven',
                { name: swapName(data), amount },
              ),
            };
          }
          case 'swap_settled':
            return { text: t('timeline.swapSettled', { name: swapName(data) }) };
          case 'swap_canceled':
            return { text: t('timeline.swapCanceled', { name: swapName(data) }) };
          case 'claim_created': {
            const claimed = itemCount(data.claim_items);
            return data.type === 'replace'
              ? {
                  text: t('timeline.claimCreatedReplace', { name: claimName(data) }),
                  detail: t('timeline.claimItems', {
                    claimed,
                    out: itemCount(data.additional_items),
                  }),
                }
              : {
                  text: t('timeline.claimCreatedRefund', {
                    name: claimName(data),
                    amount: money(data.refund_amount),
                  }),
                  detail: t('timeline.claimItemsRefund', { claimed }),
                };
          }
          case 'claim_canceled':
            return { text: t('timeline.claimCanceled', { name: claimName(data) }) };
          case 'fulfillment_canceled':
            return { text: t('timeline.fulfillmentCanceled') };
          case 'canceled':
            return { text: t('timeline.canceled') };
          case 'completed':
            return { text: t('timeline.completed') };
          case 'archived':
            return { text: t('timeline.archived') };
          case 'updated':
            return { text: t('timeline.updated') };
          case 'note':
            return { text: t('timeline.note'), detail: text(data.value) };
          case 'note_deleted':
            return { text: t('timeline.noteDeleted') };
          case 'notification': {
            const name = text(data.event_name);
            const status = text(data.status);
            const mail = (MAIL_EVENTS as readonly string[]).includes(name)
              ? t(`mail.${name as MailEvent}`)
              : name;
            const state = (NOTIFICATION_STATUSES as readonly string[]).includes(status)
              ? t(`notificationStatus.${status as NotificationStatus}`)
              : status;
            return {
              text: t(data.parent_id ? 'timeline.mailResent' : 'timeline.mail', {
                mail,
                status: state,
              }),
            };
          }
          default:
            return orderEditEventText(event, (amount) => money(amount)) ?? { text: event.kind };
        }
      };
      const described = describe(event);
      // Events of an exchange's payment, parcels or return say which exchange, below them.
      const data = event.data;
      const ofSwap =
        typeof data.swap_id === 'string' ||
        swaps.some(
          (swap) => data.return_id !== undefined && swap.return_order?.id === data.return_id,
        );
      if (!event.kind.startsWith('swap_') && ofSwap) {
        return {
          ...described,
          detail: described.detail ?? t('timeline.ofExchange', { name: swapName(event.data) }),
        };
      }
      // Likewise a claim's parcels and return.
      const ofClaim = typeof data.claim_order_id === 'string' || claimIndex(data) >= 0;
      if (!event.kind.startsWith('claim_') && ofClaim) {
        return {
          ...described,
          detail: described.detail ?? t('timeline.ofClaim', { name: claimName(event.data) }),
        };
      }
      return described;
    },
    [t, format, currencyCode, swaps, claims],
  );
}
