import type { Return } from '@storedesk/contract';
import { isOpen, type OrderLine, type OrderView } from './order-view';

/*
 * What an order's returns hold and what a return would refund, worked out as the server does
 * (apps/server/src/modules/returns/returns.request.ts), so the dialogs can say it before staff
 * confirm. The server checks again in the statement that makes the return.
 */

/** A return that still holds its lines: asked for, received, or waiting for staff. */
export const isLive = (entry: Pick<Return, 'status'>): boolean => entry.status !== 'canceled';

/** A return that can still be received or canceled. */
export const isOpenReturn = (entry: Pick<Return, 'status'>): boolean =>
  entry.status === 'requested' || entry.status === 'requires_action';

/**
 * How many of each line the order's live returns hold (a received return holds what arrived),
 * leaving out the return `except` (the one being received).
 */
export function heldByReturns(
  order: Pick<OrderView, 'returns'>,
  except?: string,
): Map<string, number> {
  const held = new Map<string, number>();
  for (const entry of order.returns ?? []) {
    if (!isLive(entry) || entry.id === except) continue;
    for (const item of entry.items) {
      held.set(item.item_id, (held.get(item.item_id) ?? 0) + item.quantity);
    }
  }
  return held;
}

/** How many of a line can still be returned: what was fulfilled, less what returns hold. */
export const returnableOf = (line: OrderLine, held: ReadonlyMap<string, number>): number =>
  Math.max(0, (line.fulfilled_quantity ?? 0) - (held.get(line.id) ?? 0));

/** The lines of the order that can still be returned, each with how many. */
export function returnableLines(order: OrderView): { line: OrderLine; left: number }[] {
  const held = heldByReturns(order);
  return order.items
    .map((line) => ({ line, left: returnableOf(line, held) }))
    .filter((entry) => entry.left > 0);
}

/** Whether a return can be asked for: the order is open and something fulfilled is left. */
export const canRequestReturn = (order: OrderView): boolean =>
  isOpen(order) && returnableLines(order).length > 0;

/**
 * What returning `lines` gives back, in minor units: per line, its total (tax and all) divided
 * by what was bought, times how many come back, rounded down over the whole return; less the
 * return shipping, never below nothing.
 */
export function refundFor(
  items: readonly Pick<OrderLine, 'id' | 'quantity' | 'total'>[],
  lines: readonly { item_id: string; quantity: number }[],
  shippingPrice = 0,
): { items: number; refund: number } {
  let total = 0;
  for (const line of lines) {
    const item = items.find((candidate) => candidate.id === line.item_id);
    if (!item || item.quantity <= 0) continue;
    total += (item.total * line.quantity) / item.quantity;
  }
  const worth = Math.floor(total);
  return { items: worth, refund: Math.max(worth - shippingPrice, 0) };
}

/** A whole number from 0 to `max` as typed ('' is 0), or null when it is not one. */
export function quantityOf(text: string, max: number): number | null {
  const value = text.trim();
  if (!/^\d*$/.test(value)) return null;
  const quantity = value === '' ? 0 : Number(value);
  return quantity <= max ? quantity : null;
}
