import type { OrderTimelineEvent } from '@storedesk/contract';
import i18next from 'i18next';

/** The timeline events of an order's edits (docs/order-edits.md). */
const EDIT_EVENTS = [
  'order_edit_created',
  'order_edit_requested',
  'order_edit_confirmed',
  'order_edit_declined',
  'order_edit_canceled',
] as const;

const amountOf = (value: unknown) => (typeof value === 'number' ? value : 0);

/**
 * The sentence of an order edit's timeline event ('Order edit sent to the customer, who pays
 * €15.00 more'), money through `money`; null for any other event. Its words are the `orderEdits`
 * namespace's, which the order page loads with its Order edits section.
 */
export function orderEditEventText(
  event: OrderTimelineEvent,
  money: (amount: number) => string,
): { text: string; detail?: string } | null {
  if (!(EDIT_EVENTS as readonly string[]).includes(event.kind)) return null;
  const t = i18next.getFixedT(null, 'orderEdits');
  const data = event.data;
  switch (event.kind as (typeof EDIT_EVENTS)[number]) {
    case 'order_edit_created':
      return { text: t('timeline.created') };
    case 'order_edit_requested': {
      const due = amountOf(data.difference_due);
      const amount = money(Math.abs(due));
      return {
        text:
          due > 0
            ? t('timeline.requestedPays', { amount })
            : due < 0
              ? t('timeline.requestedRefund', { amount })
              : t('timeline.requested'),
      };
    }
    case 'order_edit_confirmed': {
      const difference = amountOf(data.difference);
      const amount = money(Math.abs(difference));
      return {
        text:
          difference > 0
            ? t('timeline.confirmedMore', { amount })
            : difference < 0
              ? t('timeline.confirmedLess', { amount })
              : t('timeline.confirmed'),
      };
    }
    case 'order_edit_declined': {
      const reason = typeof data.reason === 'string' ? data.reason : '';
      return {
        text: t('timeline.declined'),
        ...(reason ? { detail: t('timeline.declinedReason', { reason }) } : {}),
      };
    }
    case 'order_edit_canceled':
      return { text: t('timeline.canceled') };
  }
}
