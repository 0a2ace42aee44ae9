import { z } from 'zod';
import { ListParams, Metadata, Paging, Timestamp } from './common.js';

/*
 * Claims (Medusa v1 `/admin/orders/{id}/claims/...`): the shopper reports lines of an order
 * missing, wrong or faulty; the store refunds them (`refund`) or sends replacements free of
 * charge (`replace`), with or without the faulty items coming back through a return.
 */

export const CLAIM_TYPES = ['refund', 'replace'] as const;
export const CLAIM_REASONS = ['missing_item', 'wrong_item', 'production_failure', 'other'] as const;
export const CLAIM_PAYMENT_STATUSES = ['na', 'not_refunded', 'refunded'] as const;
export const CLAIM_FULFILLMENT_STATUSES = [
  'not_fulfilled',
  'partially_fulfilled',
  'fulfilled',
  'partially_shipped',
  'shipped',
  'partially_returned',
  'returned',
  'canceled',
  'requires_action',
] as const;

const Amount = z.number().int();

/** A claimed line: which order line, how many, why, with pictures and tags. */
export const ClaimItem = z.looseObject({
  id: z.string(),
  claim_order_id: z.string(),
  item_id: z.string(),
  variant_id: z.string().nullable(),
  reason: z.enum(CLAIM_REASONS),
  note: z.string().nullable(),
  quantity: z.number().int(),
  images: z.array(z.looseObject({ id: z.string(), url: z.string() })),
  tags: z.array(z.looseObject({ id: z.string(), value: z.string() })),
  metadata: Metadata,
  created_at: Timestamp,
  updated_at: Timestamp,
  deleted_at: Timestamp.nullable(),
});
export type ClaimItem = z.infer<typeof ClaimItem>;

/** A claim as v1 answers it (its relations loose, as the order's). */
export const ClaimOrder = z.looseObject({
  id: z.string(),
  type: z.enum(CLAIM_TYPES),
  payment_status: z.enum(CLAIM_PAYMENT_STATUSES),
  fulfillment_status: z.enum(CLAIM_FULFILLMENT_STATUSES),
  order_id: z.string(),
  shipping_address_id: z.string().nullable(),
  refund_amount: Amount.nullable(),
  canceled_at: Timestamp.nullable(),
  no_notification: z.boolean().nullable(),
  idempotency_key: z.string().nullable(),
  metadata: Metadata,
  created_at: Timestamp,
  updated_at: Timestamp,
  deleted_at: Timestamp.nullable(),
  claim_items: z.array(ClaimItem),
  additional_items: z.array(
    z.looseObject({
      id: z.string(),
      title: z.string(),
      description: z.string().nullable(),
      variant_id: z.string().nullable(),
      unit_price: Amount,
      quantity: z.number().int(),
    }),
  ),
  return_order: z.looseObject({ id: z.string(), status: z.string() }).nullable(),
  fulfillments: z.array(z.looseObject({ id: z.string() })),
  shipping_methods: z.array(
    z.looseObject({ id: z.string(), shipping_option_id: z.string(), price: Amount }),
  ),
});
export type ClaimOrder = z.infer<typeof ClaimOrder>;

const Id = z.string().min(1).max(200);
const Quantity = z.number().int().min(1).max(1_000_000);
const Price = z.number().int().min(0).max(2_147_483_647);
const MAX_CLAIM_LINES = 200;
const Url = z.string().trim().min(1).max(2000);
const Tag = z.string().trim().min(1).max(200);

const ClaimAddress = z.strictObject({
  first_name: z.string().max(200).nullable().optional(),
  last_name: z.string().max(200).nullable().optional(),
  company: z.string().max(200).nullable().optional(),
  address_1: z.string().max(500).nullable().optional(),
  address_2: z.string().max(500).nullable().optional(),
  city: z.string().max(200).nullable().optional(),
  province: z.string().max(200).nullable().optional(),
  postal_code: z.string().max(50).nullable().optional(),
  country_code: z.string().min(2).max(2).nullable().optional(),
  phone: z.string().max(50).nullable().optional(),
  metadata: z.record(z.string(), z.unknown()).nullable().optional(),
});

/** `POST /admin/orders/{id}/claims`. */
export const AdminPostOrdersOrderClaimsReq = z.strictObject({
  type: z.enum(CLAIM_TYPES),
  claim_items: z
    .array(
      z.strictObject({
        item_id: Id,
        quantity: Quantity,
        note: z.string().trim().max(2000).nullable().optional(),
        reason: z.enum(CLAIM_REASONS).optional(),
        tags: z.array(Tag).max(20).optional(),
        images: z.array(Url).max(20).optional(),
      }),
    )
    .min(1)
    .max(MAX_CLAIM_LINES),
  return_shipping: z.strictObject({ option_id: Id, price: Price.optional() }).optional(),
  additional_items: z
    .array(z.strictObject({ variant_id: Id, quantity: Quantity }))
    .max(MAX_CLAIM_LINES)
    .optional(),
  shipping_methods: z
    .array(
      z.strictObject({
        option_id: Id,
        price: Price.optional(),
        data: z.record(z.string(), z.unknown()).optional(),
      }),
    )
    .max(5)
    .optional(),
  shipping_address: ClaimAddress.optional(),
  refund_amount: Price.optional(),
  no_notification: z.boolean().optional(),
  return_location_id: Id.optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});
export type AdminPostOrdersOrderClaimsReq = z.input<typeof AdminPostOrdersOrderClaimsReq>;

/** `POST /admin/orders/{id}/claims/{claim_id}`. */
export const AdminPostOrdersOrderClaimsClaimReq = z.strictObject({
  claim_items: z
    .array(
      z.strictObject({
        id: Id,
        note: z.string().trim().max(2000).nullable().optional(),
        reason: z.enum(CLAIM_REASONS).optional(),
        images: z
          .array(z.strictObject({ id: Id.optional(), url: Url }))
          .max(20)
          .optional(),
        tags: z
          .array(z.strictObject({ id: Id.optional(), value: Tag }))
          .max(20)
          .optional(),
      }),
    )
    .max(MAX_CLAIM_LINES)
    .optional(),
  no_notification: z.boolean().optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});
export type AdminPostOrdersOrderClaimsClaimReq = z.input<typeof AdminPostOrdersOrderClaimsClaimReq>;

/** `POST /admin/orders/{id}/claims/{claim_id}/fulfillments`. */
export const AdminPostOrdersOrderClaimsClaimFulfillmentsReq = z.strictObject({
  metadata: z.record(z.string(), z.unknown()).optional(),
  no_notification: z.boolean().optional(),
  location_id: Id.optional(),
});
export type AdminPostOrdersOrderClaimsClaimFulfillmentsReq = z.input<
  typeof AdminPostOrdersOrderClaimsClaimFulfillmentsReq
>;

/** `POST /admin/orders/{id}/claims/{claim_id}/shipments`. */
export const AdminPostOrdersOrderClaimsClaimShipmentsReq = z.strictObject({
  fulfillment_id: Id,
  tracking_numbers: z.array(z.string().trim().min(1).max(200)).max(50).optional(),
});
export type AdminPostOrdersOrderClaimsClaimShipmentsReq = z.input<
  typeof AdminPostOrdersOrderClaimsClaimShipmentsReq
>;

export const OrderClaimParams = z.object({ id: z.string().min(1), claim_id: z.string().min(1) });
export const OrderClaimFulfillmentParams = OrderClaimParams.extend({
  fulfillment_id: z.string().min(1),
});

/** `GET /admin/claims` (a Storedesk addition; 50 a page, newest first). */
export const AdminGetClaimsParams = ListParams.extend({
  type: z.enum(CLAIM_TYPES).optional(),
  payment_status: z.enum(CLAIM_PAYMENT_STATUSES).optional(),
  fulfillment_status: z.enum(CLAIM_FULFILLMENT_STATUSES).optional(),
  order_id: Id.optional(),
  q: z.string().trim().max(200).optional(),
});
export type AdminGetClaimsParams = z.input<typeof AdminGetClaimsParams>;

/** A claim in a list: with its order's number, email and currency. */
export const ClaimWithOrder = ClaimOrder.extend({
  order: z
    .looseObject({
      id: z.string(),
      display_id: z.number().int(),
      email: z.string(),
      currency_code: z.string(),
    })
    .nullable(),
});
export type ClaimWithOrder = z.infer<typeof ClaimWithOrder>;

export const AdminClaimsRes = z.object({ claim: ClaimWithOrder });
export type AdminClaimsRes = z.infer<typeof AdminClaimsRes>;
export const AdminClaimsListRes = z.object({ claims: z.array(ClaimWithOrder), ...Paging });
export type AdminClaimsListRes = z.infer<typeof AdminClaimsListRes>;
