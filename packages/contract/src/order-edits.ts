import { z } from 'zod';
import { PaymentSession } from './carts.js';
import { ListParams, Metadata, Paging, Timestamp, Timestamps } from './common.js';
import { OrderLineItem, OrderPayment } from './orders.js';

/*
 * Order edits (Medusa v1 `/admin/order-edits`, `/store/order-edits`): staff change the lines of
 * an order that has not shipped (add, change quantities, remove) on a copy of its lines, send the
 * change to the customer, and it takes effect when confirmed. An amount due is collected through a
 * payment collection (`/store/payment-collections`); an amount owed is refunded at confirmation.
 */

export const ORDER_EDIT_STATUSES = [
  'created',
  'requested',
  'confirmed',
  'declined',
  'canceled',
] as const;
export const ORDER_ITEM_CHANGE_TYPES = ['item_add', 'item_remove', 'item_update'] as const;
export const PAYMENT_COLLECTION_STATUSES = [
  'not_paid',
  'awaiting',
  'authorized',
  'partially_authorized',
  'canceled',
] as const;

const Amount = z.number().int();

/** One change of an edit: a line added, removed, or its quantity changed. */
export const OrderItemChange = z.looseObject({
  id: z.string(),
  type: z.enum(ORDER_ITEM_CHANGE_TYPES),
  order_edit_id: z.string(),
  original_line_item_id: z.string().nullable(),
  line_item_id: z.string().nullable(),
  original_line_item: OrderLineItem.nullable(),
  line_item: OrderLineItem.nullable(),
  ...Timestamps,
});
export type OrderItemChange = z.infer<typeof OrderItemChange>;

/** What the customer pays for an edit that costs more (v1 `payment_collection`). */
export const PaymentCollection = z.looseObject({
  id: z.string(),
  type: z.literal('order_edit'),
  status: z.enum(PAYMENT_COLLECTION_STATUSES),
  description: z.string().nullable(),
  amount: Amount,
  authorized_amount: Amount.nullable(),
  region_id: z.string(),
  currency_code: z.string(),
  metadata: Metadata,
  created_by: z.string(),
  payment_sessions: z.array(PaymentSession.extend({ payment_collection_id: z.string() })),
  payments: z.array(OrderPayment),
  ...Timestamps,
});
export type PaymentCollection = z.infer<typeof PaymentCollection>;

export const OrderEdit = z.looseObject({
  object: z.literal('order_edit'),
  id: z.string(),
  order_id: z.string(),
  status: z.enum(ORDER_EDIT_STATUSES),
  internal_note: z.string().nullable().optional(),
  created_by: z.string().optional(),
  requested_by: z.string().nullable(),
  requested_at: Timestamp.nullable(),
  confirmed_by: z.string().nullable().optional(),
  confirmed_at: Timestamp.nullable(),
  declined_by: z.string().nullable(),
  declined_reason: z.string().nullable(),
  declined_at: Timestamp.nullable(),
  canceled_by: z.string().nullable().optional(),
  canceled_at: Timestamp.nullable(),
  payment_collection_id: z.string().nullable(),
  payment_collection: PaymentCollection.nullable(),
  changes: z.array(OrderItemChange),
  items: z.array(OrderLineItem),
  subtotal: Amount,
  discount_total: Amount,
  shipping_total: Amount,
  gift_card_total: Amount,
  gift_card_tax_total: Amount,
  tax_total: Amount,
  total: Amount,
  /** The edit's total less the order's: positive, the customer pays it; negative, it is owed. */
  difference_due: Amount,
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type OrderEdit = z.infer<typeof OrderEdit>;

const Id = z.string().min(1).max(200);
const Quantity = z.number().int().min(1).max(1_000_000);
const Note = z.string().trim().max(2000);

/** `POST /admin/order-edits`. */
export const AdminPostOrderEditsReq = z.strictObject({
  order_id: Id,
  internal_note: Note.optional(),
  /** Accepted as v1 does and ignored: the edit is made by the signed-in user. */
  created_by: z.string().max(200).optional(),
});
export type AdminPostOrderEditsReq = z.input<typeof AdminPostOrderEditsReq>;

/** `POST /admin/order-edits/{id}`. */
export const AdminPostOrderEditsOrderEditReq = z.strictObject({
  internal_note: Note.optional(),
});
export type AdminPostOrderEditsOrderEditReq = z.input<typeof AdminPostOrderEditsOrderEditReq>;

/** `POST /admin/order-edits/{id}/items`. */
export const AdminPostOrderEditsEditLineItemsReq = z.strictObject({
  variant_id: Id,
  quantity: Quantity,
  metadata: z.record(z.string(), z.unknown()).optional(),
});
export type AdminPostOrderEditsEditLineItemsReq = z.input<
  typeof AdminPostOrderEditsEditLineItemsReq
>;

/** `POST /admin/order-edits/{id}/items/{item_id}`. */
export const AdminPostOrderEditsEditLineItemsLineItemReq = z.strictObject({
  quantity: Quantity,
});
export type AdminPostOrderEditsEditLineItemsLineItemReq = z.input<
  typeof AdminPostOrderEditsEditLineItemsLineItemReq
>;

/** `POST /admin/order-edits/{id}/request`. */
export const AdminPostOrderEditsRequestConfirmationReq = z.strictObject({
  payment_collection_description: z.string().trim().max(500).optional(),
});
export type AdminPostOrderEditsRequestConfirmationReq = z.input<
  typeof AdminPostOrderEditsRequestConfirmationReq
>;

/** `GET /admin/order-edits` (v1: 20 a page, newest first; `q` searches the internal note). */
export const AdminGetOrderEditsParams = ListParams.extend({
  order_id: Id.optional(),
  q: z.string().trim().max(200).optional(),
});
export type AdminGetOrderEditsParams = z.input<typeof AdminGetOrderEditsParams>;

export const AdminOrderEditsRes = z.object({ order_edit: OrderEdit });
export type AdminOrderEditsRes = z.infer<typeof AdminOrderEditsRes>;
export const AdminOrderEditsListRes = z.object({ order_edits: z.array(OrderEdit), ...Paging });
export type AdminOrderEditsListRes = z.infer<typeof AdminOrderEditsListRes>;
export const AdminOrderEditItemChangeDeleteRes = z.object({
  id: z.string(),
  object: z.literal('item_change'),
  deleted: z.literal(true),
});
export type AdminOrderEditItemChangeDeleteRes = z.infer<typeof AdminOrderEditItemChangeDeleteRes>;

/** `/admin/order-edits/{id}/items/{item_id}` and `/changes/{change_id}`. */
export const OrderEditItemParams = z.object({ id: z.string().min(1), item_id: z.string().min(1) });
export const OrderEditChangeParams = z.object({
  id: z.string().min(1),
  change_id: z.string().min(1),
});

/** The shopper's view: without the staff's note and who did what (v1 leaves them out). */
export const StoreOrderEditsRes = z.object({
  order_edit: OrderEdit.omit({
    internal_note: true,
    created_by: true,
    confirmed_by: true,
    canceled_by: true,
  }),
});
export type StoreOrderEditsRes = z.infer<typeof StoreOrderEditsRes>;

/** `POST /store/order-edits/{id}/decline`. */
export const StorePostOrderEditsOrderEditDecline = z.strictObject({
  declined_reason: z.string().trim().max(2000).optional(),
});
export type StorePostOrderEditsOrderEditDecline = z.input<
  typeof StorePostOrderEditsOrderEditDecline
>;

/** `POST /admin/payment-collections/{id}`. */
export const AdminUpdatePaymentCollectionsReq = z.strictObject({
  description: z.string().trim().max(500).optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});
export type AdminUpdatePaymentCollectionsReq = z.input<typeof AdminUpdatePaymentCollectionsReq>;

export const PaymentCollectionsRes = z.object({ payment_collection: PaymentCollection });
export type PaymentCollectionsRes = z.infer<typeof PaymentCollectionsRes>;
export const PaymentCollectionsSessionRes = z.object({
  payment_session: PaymentSession.extend({ payment_collection_id: z.string() }),
});
export type PaymentCollectionsSessionRes = z.infer<typeof PaymentCollectionsSessionRes>;

/**
 * What a shopper sends with a session: the provider, and (Storedesk) the provider's input, as
 * `POST /store/carts/{id}/payment-sessions/{provider}` takes it (the test card's number).
 */
const SessionInput = z.strictObject({
  provider_id: Id,
  data: z.record(z.string(), z.unknown()).optional(),
});

/** `POST /store/payment-collections/{id}/sessions`. */
export const StorePostPaymentCollectionsSessionsReq = SessionInput;
export type StorePostPaymentCollectionsSessionsReq = z.input<
  typeof StorePostPaymentCollectionsSessionsReq
>;

/** `POST /store/payment-collections/{id}/sessions/batch`. */
export const StorePostPaymentCollectionsBatchSessionsReq = z.strictObject({
  sessions: z
    .array(SessionInput.extend({ amount: Amount.min(0), session_id: Id.optional() }))
    .min(1)
    .max(10),
});
export type StorePostPaymentCollectionsBatchSessionsReq = z.input<
  typeof StorePostPaymentCollectionsBatchSessionsReq
>;

/** `POST /store/payment-collections/{id}/sessions/batch/authorize`. */
export const StorePostPaymentCollectionsBatchSessionsAuthorizeReq = z.strictObject({
  session_ids: z.array(Id).min(1).max(10),
});
export type StorePostPaymentCollectionsBatchSessionsAuthorizeReq = z.input<
  typeof StorePostPaymentCollectionsBatchSessionsAuthorizeReq
>;

export const PaymentCollectionSessionParams = z.object({
  id: z.string().min(1),
  session_id: z.string().min(1),
});

/** `POST /admin/payments/{id}/refund`. */
export const AdminPostPaymentRefundsReq = z.strictObject({
  amount: z.number().int().min(1).max(2_147_483_647),
  reason: z.enum(['discount', 'return', 'swap', 'claim', 'other']),
  note: z.string().trim().max(2000).optional(),
});
export type AdminPostPaymentRefundsReq = z.input<typeof AdminPostPaymentRefundsReq>;

export const AdminPaymentRes = z.object({ payment: OrderPayment });
export type AdminPaymentRes = z.infer<typeof AdminPaymentRes>;
export const AdminRefundRes = z.object({
  refund: z.looseObject({ id: z.string(), amount: Amount, payment_id: z.string().nullable() }),
});
export type AdminRefundRes = z.infer<typeof AdminRefundRes>;
