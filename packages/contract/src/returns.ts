import { z } from 'zod';
import { ListParams, Metadata, Paging, Timestamp } from './common.js';

/*
 * Returns and their reasons (Medusa v1 `/admin/returns`, `/admin/return-reasons`,
 * `/admin/orders/{id}/return`, `/store/returns`, `/store/return-reasons`). A return names lines
 * of an order and how many of each come back; staff receive it into a stock location, and a
 * received return refunds the order once.
 */

const Amount = z.number().int();

/** v1's return statuses. */
export const RETURN_STATUSES = ['requested', 'received', 'requires_action', 'canceled'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

const reasonFields = {
  id: z.string(),
  value: z.string(),
  label: z.string(),
  description: z.string().nullable(),
  parent_return_reason_id: z.string().nullable(),
  metadata: Metadata,
  created_at: Timestamp,
  updated_at: Timestamp,
  deleted_at: Timestamp.nullable(),
};

/** A reason without its relations (a child's parent, a parent's children). */
export const ReturnReasonBase = z.looseObject(reasonFields);

/** A return reason as v1 answers it: with its parent and its children (one level, as v1). */
export const ReturnReason = z.looseObject({
  ...reasonFields,
  parent_return_reason: ReturnReasonBase.nullable(),
  return_reason_children: z.array(ReturnReasonBase),
});
export type ReturnReason = z.infer<typeof ReturnReason>;

const ReasonValue = z.string().trim().min(1).max(200);
const ReasonLabel = z.string().trim().min(1).max(200);

/** `POST /admin/return-reasons`. */
export const AdminPostReturnReasonsReq = z.strictObject({
  value: ReasonValue,
  label: ReasonLabel,
  parent_return_reason_id: z.string().min(1).max(200).nullable().optional(),
  description: z.string().trim().max(2000).nullable().optional(),
  metadata: z.record(z.string(), z.unknown()).nullable().optional(),
});
export type AdminPostReturnReasonsReq = z.input<typeof AdminPostReturnReasonsReq>;

/** `POST /admin/return-reasons/{id}`. */
export const AdminPostReturnReasonsReasonReq = z.strictObject({
  value: ReasonValue.optional(),
  label: ReasonLabel.optional(),
  description: z.string().trim().max(2000).nullable().optional(),
  metadata: z.record(z.string(), z.unknown()).nullable().optional(),
});
export type AdminPostReturnReasonsReasonReq = z.input<typeof AdminPostReturnReasonsReasonReq>;

export const AdminReturnReasonsRes = z.object({ return_reason: ReturnReason });
export type AdminReturnReasonsRes = z.infer<typeof AdminReturnReasonsRes>;
export const AdminReturnReasonsListRes = z.object({ return_reasons: z.array(ReturnReason) });
export type AdminReturnReasonsListRes = z.infer<typeof AdminReturnReasonsListRes>;
export const AdminReturnReasonsDeleteRes = z.object({
  id: z.string(),
  object: z.literal('return_reason'),
  deleted: z.literal(true),
});

/** One line of a return: which order line, how many, why. */
export const ReturnItem = z.looseObject({
  return_id: z.string(),
  item_id: z.string(),
  quantity: z.number().int(),
  is_requested: z.boolean(),
  requested_quantity: z.number().int().nullable(),
  received_quantity: z.number().int().nullable(),
  reason_id: z.string().nullable(),
  reason: ReturnReasonBase.nullable().optional(),
  note: z.string().nullable(),
  metadata: Metadata,
});
export type ReturnItem = z.infer<typeof ReturnItem>;

/** A return as v1 answers it. */
export const Return = z.looseObject({
  id: z.string(),
  status: z.enum(RETURN_STATUSES),
  items: z.array(ReturnItem),
  swap_id: z.string().nullable(),
  claim_order_id: z.string().nullable(),
  order_id: z.string().nullable(),
  shipping_method: z.looseObject({ id: z.string(), price: Amount }).nullable(),
  shipping_data: z.record(z.string(), z.unknown()).nullable(),
  location_id: z.string().nullable(),
  refund_amount: Amount,
  no_notification: z.boolean().nullable(),
  idempotency_key: z.string().nullable(),
  received_at: Timestamp.nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
  metadata: Metadata,
});
export type Return = z.infer<typeof Return>;

/** The most a return names (lines of one order). */
const MAX_RETURN_LINES = 500;
const Quantity = z.number().int().min(1).max(1_000_000);
const LineId = z.string().min(1).max(200);

const RequestedItem = z.strictObject({
  item_id: LineId,
  quantity: Quantity,
  reason_id: z.string().min(1).max(200).nullable().optional(),
  note: z.string().trim().max(2000).nullable().optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});

/** `POST /admin/orders/{id}/return`. */
export const AdminPostOrdersOrderReturnsReq = z.strictObject({
  items: z.array(RequestedItem).min(1).max(MAX_RETURN_LINES),
  return_shipping: z
    .strictObject({
      option_id: z.string().min(1).max(200),
      price: z.number().int().min(0).max(2_147_483_647).optional(),
    })
    .optional(),
  note: z.string().trim().max(2000).nullable().optional(),
  receive_now: z.boolean().optional(),
  no_notification: z.boolean().optional(),
  /** What to give back; v1 treats a negative amount as none. */
  refund: z.number().int().min(-2_147_483_647).max(2_147_483_647).optional(),
  location_id: z.string().min(1).max(200).optional(),
});
export type AdminPostOrdersOrderReturnsReq = z.input<typeof AdminPostOrdersOrderReturnsReq>;

/** `POST /admin/returns/{id}/receive`. */
export const AdminPostReturnsReturnReceiveReq = z.strictObject({
  items: z
    .array(z.strictObject({ item_id: LineId, quantity: z.number().int().min(0).max(1_000_000) }))
    .min(1)
    .max(MAX_RETURN_LINES),
  refund: z.number().int().min(-2_147_483_647).max(2_147_483_647).optional(),
  location_id: z.string().min(1).max(200).optional(),
});
export type AdminPostReturnsReturnReceiveReq = z.input<typeof AdminPostReturnsReturnReceiveReq>;

/** `GET /admin/returns` (v1: 50 a page, newest first). */
export const AdminGetReturnsParams = ListParams.extend({
  status: z.enum(RETURN_STATUSES).optional(),
  order_id: z.string().min(1).max(200).optional(),
  q: z.string().trim().max(200).optional(),
});
export type AdminGetReturnsParams = z.input<typeof AdminGetReturnsParams>;

/** A return in a list: with its order's number, email and currency (v1 expands the order). */
export const ReturnWithOrder = Return.extend({
  order: z
    .looseObject({
      id: z.string(),
      display_id: z.number().int(),
      email: z.string(),
      currency_code: z.string(),
    })
    .nullable(),
  swap: z.looseObject({ id: z.string() }).nullable(),
});

export type ReturnWithOrder = z.infer<typeof ReturnWithOrder>;

export const AdminReturnsRes = z.object({ return: Return });
export type AdminReturnsRes = z.infer<typeof AdminReturnsRes>;
export const AdminReturnsListRes = z.object({ returns: z.array(ReturnWithOrder), ...Paging });
export type AdminReturnsListRes = z.infer<typeof AdminReturnsListRes>;

/** `POST /store/returns`: a shopper sends lines of their order back. */
export const StorePostReturnsReq = z.strictObject({
  order_id: z.string().min(1).max(200),
  items: z
    .array(RequestedItem.omit({ metadata: true }))
    .min(1)
    .max(MAX_RETURN_LINES),
  return_shipping: z.strictObject({ option_id: z.string().min(1).max(200) }).optional(),
});
export type StorePostReturnsReq = z.input<typeof StorePostReturnsReq>;

export const StoreReturnsRes = AdminReturnsRes;
export type StoreReturnsRes = AdminReturnsRes;
export const StoreReturnReasonsListRes = AdminReturnReasonsListRes;
export type StoreReturnReasonsListRes = AdminReturnReasonsListRes;
export const StoreReturnReasonsRes = AdminReturnReasonsRes;
export type StoreReturnReasonsRes = AdminReturnReasonsRes;
