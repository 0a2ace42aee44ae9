import { z } from 'zod';
import { CartAddressInput } from './carts.js';
import { Email, Metadata, Paging, Timestamp } from './common.js';
import { Order } from './orders.js';

/**
 * Draft orders on the admin API (Medusa v1): an order staff put together by hand, for an
 * existing or a new customer, with variants and custom lines, a region and shipping; `pay`
 * (mark paid) turns it into an order.
 */

export const DraftOrder = z.looseObject({
  id: z.string(),
  status: z.enum(['open', 'completed']),
  display_id: z.number().int(),
  cart_id: z.string(),
  cart: z.looseObject({ id: z.string() }).nullable(),
  order_id: z.string().nullable(),
  canceled_at: Timestamp.nullable(),
  completed_at: Timestamp.nullable(),
  payment_at: Timestamp.nullable(),
  no_notification_order: z.boolean().nullable(),
  idempotency_key: z.string().nullable(),
  metadata: Metadata,
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type DraftOrder = z.infer<typeof DraftOrder>;

const Money = z.number().int().min(0).max(2_147_483_647);

/** A line: a variant of the catalogue (priced as a cart prices it), or a custom one. */
export const DraftOrderLineInput = z
  .strictObject({
    variant_id: z.string().min(1).max(200).optional(),
    title: z.string().trim().min(1).max(500).optional(),
    unit_price: Money.optional(),
    quantity: z.number().int().min(1).max(100_000),
    metadata: z.record(z.string(), z.unknown()).optional(),
  })
  .superRefine((line, ctx) => {
    if (line.variant_id && line.unit_price !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['unit_price'],
        message: 'is set on custom lines only; a variant is priced by the store',
      });
    }
    if (!line.variant_id && (line.title === undefined || line.unit_price === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [line.title === undefined ? 'title' : 'unit_price'],
        message: 'a custom line (no variant_id) needs a title and a unit_price',
      });
    }
  });

export const DraftOrderShippingInput = z.strictObject({
  option_id: z.string().min(1).max(200),
  /** A price staff give instead of the option's (required for a calculated option). */
  price: Money.optional(),
  data: z.record(z.string(), z.unknown()).optional(),
});

/** `POST /admin/draft-orders`. */
export const AdminPostDraftOrdersReq = z.strictObject({
  status: z.enum(['open']).optional(),
  email: Email,
  region_id: z.string().min(1).max(200),
  customer_id: z.string().min(1).max(200).optional(),
  items: z.array(DraftOrderLineInput).max(200).optional(),
  shipping_methods: z.array(DraftOrderShippingInput).max(10).default([]),
  shipping_address: CartAddressInput.optional(),
  billing_address: CartAddressInput.optional(),
  discounts: z
    .array(z.strictObject({ code: z.string() }))
    .max(0, { message: 'discounts are not available yet' })
    .optional(),
  no_notification_order: z.boolean().optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});
export type AdminPostDraftOrdersReq = z.input<typeof AdminPostDraftOrdersReq>;

/** `POST /admin/draft-orders/{id}`. */
export const AdminPostDraftOrdersDraftOrderReq = z.strictObject({
  region_id: z.string().min(1).max(200).optional(),
  country_code: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .optional(),
  email: Email.optional(),
  customer_id: z.string().min(1).max(200).optional(),
  shipping_address: CartAddressInput.optional(),
  billing_address: CartAddressInput.optional(),
  discounts: z
    .array(z.strictObject({ code: z.string() }))
    .max(0, { message: 'discounts are not available yet' })
    .optional(),
  no_notification_order: z.boolean().optional(),
});
export type AdminPostDraftOrdersDraftOrderReq = z.input<typeof AdminPostDraftOrdersDraftOrderReq>;

/** `POST /admin/draft-orders/{id}/line-items`. */
export const AdminPostDraftOrdersDraftOrderLineItemsReq = DraftOrderLineInput;

/** `POST /admin/draft-orders/{id}/line-items/{line_id}`: quantity 0 removes the line. */
export const AdminPostDraftOrdersDraftOrderLineItemsItemReq = z.strictObject({
  quantity: z.number().int().min(0).max(100_000).optional(),
  unit_price: Money.optional(),
  title: z.string().trim().min(1).max(500).optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});

export const DraftOrderLineParams = z.object({
  id: z.string().min(1),
  line_id: z.string().min(1),
});

export const AdminGetDraftOrdersParams = z.object({
  q: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(0).max(1000).optional(),
  offset: z.coerce.number().int().min(0).optional(),
  expand: z.string().optional(),
  fields: z.string().optional(),
});

export const AdminDraftOrdersRes = z.object({ draft_order: DraftOrder });
export type AdminDraftOrdersRes = z.infer<typeof AdminDraftOrdersRes>;
export const AdminDraftOrdersListRes = z.object({ draft_orders: z.array(DraftOrder), ...Paging });
export type AdminDraftOrdersListRes = z.infer<typeof AdminDraftOrdersListRes>;
export const AdminDraftOrdersDeleteRes = z.object({
  id: z.string(),
  object: z.literal('draft-order'),
  deleted: z.literal(true),
});
/** `POST /admin/draft-orders/{id}/pay`: the order it became. */
export const AdminPostDraftOrdersDraftOrderRegisterPaymentRes = z.object({ order: Order });
