import type { OrderEdit, OrderItemChange } from '@storedesk/contract';

/**
 * What the order edit screens decide without the server (it decides again): whether an order can
 * be edited now, which edit is in progress, how a change reads, and where the customer confirms.
 */

/** What an order must not be for staff to start an edit (the server's 400s, said first). */
export type EditBlocker = 'canceled' | 'archived' | 'fulfilled' | 'requested';

/** The parts of an order the rules read. */
export interface EditableOrder {
  status: string;
  fulfillment_status?: string | null;
  items: readonly {
    fulfilled_quantity?: number | null;
    returned_quantity?: number | null;
  }[];
}

/** An edit still open: being made by staff (`created`) or waiting for the customer. */
export const isOpenEdit = (edit: Pick<OrderEdit, 'status'>) =>
  edit.status === 'created' || edit.status === 'requested';

/** The edit staff are still making, if any (an order has at most one open edit). */
export const draftOf = <E extends Pick<OrderEdit, 'status'>>(edits: readonly E[]): E | null =>
  edits.find((edit) => edit.status === 'created') ?? null;

/**
 * Why the order cannot be edited now, or null when it can: canceled or archived, something
 * fulfilled (or returned), or an edit waiting for the customer (one open edit per order). An
 * edit staff are still making does not block: it is resumed.
 */
export function editBlocker(
  order: EditableOrder,
  edits: readonly Pick<OrderEdit, 'status'>[],
): EditBlocker | null {
  if (order.status === 'canceled') return 'canceled';
  if (order.status === 'archived') return 'archived';
  const fulfilled =
    (order.fulfillment_status ?? 'not_fulfilled') !== 'not_fulfilled' ||
    order.items.some(
      (item) => (item.fulfilled_quantity ?? 0) > 0 || (item.returned_quantity ?? 0) > 0,
    );
  if (fulfilled) return 'fulfilled';
  if (edits.some((edit) => edit.status === 'requested')) return 'requested';
  return null;
}

/** How the difference reads: the customer pays more, gets money back, or nothing changes. */
export type DifferenceKind = 'pays' | 'refund' | 'none';

export const differenceKind = (amount: number): DifferenceKind =>
  amount > 0 ? 'pays' : amount < 0 ? 'refund' : 'none';

/** One change as the screens say it: which line, and the quantities before and after. */
export interface ChangeView {
  id: string;
  type: OrderItemChange['type'];
  title: string;
  /** The quantity before (0 for an added line). */
  from: number;
  /** The quantity after (0 for a removed line). */
  to: number;
}

type LineLike = { title?: string | null; description?: string | null; quantity?: number } | null;

/** The line's product and variant, as the order's lines show them ('Shirt · M'). */
export function lineName(line: LineLike): string {
  if (!line) return '';
  const title = line.title ?? '';
  return line.description ? `${title} · ${line.description}` : title;
}

/** The edit's changes in the order they were made, each with its line's name and quantities. */
export function changesOf(edit: Pick<OrderEdit, 'changes'>): ChangeView[] {
  return [...edit.changes]
    .sort((a, b) => a.created_at.localeCompare(b.created_at))
    .map((change) => {
      const before = change.original_line_item;
      const after = change.line_item;
      return {
        id: change.id,
        type: change.type,
        title: lineName(after ?? before),
        from: change.type === 'item_add' ? 0 : (before?.quantity ?? 0),
        to: change.type === 'item_remove' ? 0 : (after?.quantity ?? 0),
      };
    });
}

/** How many lines an edit adds, changes and removes. */
export function changeCounts(edit: Pick<OrderEdit, 'changes'>) {
  const count = (type: OrderItemChange['type']) =>
    edit.changes.filter((change) => change.type === type).length;
  return { added: count('item_add'), updated: count('item_update'), removed: count('item_remove') };
}

/**
 * Where the customer reviews (and pays for) an edit: the store's hosted shop's order edit page,
 * as the exchange link is its exchange page. Null while the store has no shop address.
 */
export function orderEditLink(shopUrl: string | null | undefined, editId: string): string | null {
  if (!shopUrl) return null;
  return `${shopUrl.replace(/\/+$/, '')}/order-edit/${encodeURIComponent(editId)}`;
}
