import { z } from 'zod';
import {
  DateFilter,
  ListParams,
  Metadata,
  Paging,
  QueryBoolean,
  Timestamp,
  idList,
} from './common.js';
import { VariantWithProduct } from './products.js';

/**
 * Inventory (Medusa v1 `inventoryService`): items (what a variant takes out of stock), their
 * levels per stock location, and reservations (stock held for an order line or by hand).
 * Available at a location = stocked − reserved.
 */

export const InventoryItem = z.object({
  id: z.string(),
  created_at: Timestamp,
  updated_at: Timestamp,
  deleted_at: Timestamp.nullable(),
  sku: z.string().nullable(),
  origin_country: z.string().nullable(),
  hs_code: z.string().nullable(),
  requires_shipping: z.boolean(),
  mid_code: z.string().nullable(),
  material: z.string().nullable(),
  weight: z.number().nullable(),
  length: z.number().nullable(),
  height: z.number().nullable(),
  width: z.number().nullable(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  thumbnail: z.string().nullable(),
  metadata: Metadata,
});
export type InventoryItem = z.infer<typeof InventoryItem>;

/** An item's stock at one location, with what is left to sell there. */
export const InventoryLevel = z.object({
  id: z.string(),
  created_at: Timestamp,
  updated_at: Timestamp,
  deleted_at: Timestamp.nullable(),
  inventory_item_id: z.string(),
  location_id: z.string(),
  stocked_quantity: z.number().int(),
  reserved_quantity: z.number().int(),
  incoming_quantity: z.number().int(),
  /** stocked − reserved (below zero only when the variant allows backorders). */
  available_quantity: z.number().int(),
  metadata: Metadata,
});
export type InventoryLevel = z.infer<typeof InventoryLevel>;

/** An item as the admin lists and reads it: its levels, their totals and its variants. */
export const DecoratedInventoryItem = InventoryItem.extend({
  location_levels: z.array(InventoryLevel),
  /** Sums over `location_levels`. */
  stocked_quantity: z.number().int(),
  reserved_quantity: z.number().int(),
  variants: z.array(VariantWithProduct).optional(),
});
export type DecoratedInventoryItem = z.infer<typeof DecoratedInventoryItem>;

export const INVENTORY_ITEMS_DEFAULT_LIMIT = 20;
export const INVENTORY_ITEM_ORDER_FIELDS = ['sku', 'title', 'created_at', 'updated_at'] as const;
export const INVENTORY_ITEM_RELATIONS = [
  'location_levels',
  'variants',
  'variants.product',
] as const;

/** `quantity[lt]=5`: a filter on a whole number. */
export const QuantityFilter = z.strictObject({
  lt: z.coerce.number().int().optional(),
  gt: z.coerce.number().int().optional(),
  lte: z.coerce.number().int().optional(),
  gte: z.coerce.number().int().optional(),
});
export type QuantityFilter = z.infer<typeof QuantityFilter>;

export const AdminGetInventoryItemsParams = ListParams.extend({
  id: idList.optional(),
  /** Items stocked at any of these locations; their levels elsewhere are left out. */
  location_id: idList.optional(),
  /** Ours (not v1): the items of these variants (the product page's stock grid). */
  variant_id: idList.optional(),
  sku: idList.optional(),
  origin_country: idList.optional(),
  mid_code: idList.optional(),
  material: idList.optional(),
  hs_code: idList.optional(),
  requires_shipping: QueryBoolean.optional(),
  /**
   * Ours (not v1), for "low stock": the available quantity summed over the listed levels, e.g.
   * `quantity[lt]=5`.
   */
  quantity: QuantityFilter.optional(),
  created_at: DateFilter.optional(),
  updated_at: DateFilter.optional(),
});
export type AdminGetInventoryItemsParams = z.input<typeof AdminGetInventoryItemsParams>;

export const AdminGetInventoryItemParams = z.object({
  expand: z.string().optional(),
  fields: z.string().optional(),
});

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
const dimension = z.number().int().min(0).max(10_000_000).nullable().optional();

const ItemFields = {
  sku: z.string().trim().min(1).max(200).nullable().optional(),
  hs_code: optionalText(100),
  origin_country: optionalText(100),
  mid_code: optionalText(100),
  material: optionalText(200),
  weight: dimension,
  length: dimension,
  height: dimension,
  width: dimension,
  title: optionalText(200),
  description: optionalText(5000),
  thumbnail: optionalText(2000),
  requires_shipping: z.boolean().optional(),
  metadata: Metadata.optional(),
};

/** `POST /admin/inventory-items`; with `variant_id`, the item is that variant's (v1). */
export const AdminPostInventoryItemsReq = z.strictObject({
  variant_id: z.string().trim().min(1).optional(),
  ...ItemFields,
});
export type AdminPostInventoryItemsReq = z.input<typeof AdminPostInventoryItemsReq>;

export const AdminPostInventoryItemsInventoryItemReq = z.strictObject(ItemFields);
export type AdminPostInventoryItemsInventoryItemReq = z.input<
  typeof AdminPostInventoryItemsInventoryItemReq
>;

const Quantity = z.number().int().min(0).max(1_000_000_000);

export const AdminPostInventoryItemsItemLocationLevelsReq = z.strictObject({
  location_id: z.string().trim().min(1),
  stocked_quantity: Quantity,
  incoming_quantity: Quantity.optional(),
});
export type AdminPostInventoryItemsItemLocationLevelsReq = z.input<
  typeof AdminPostInventoryItemsItemLocationLevelsReq
>;

export const AdminPostInventoryItemsItemLocationLevelsLevelReq = z.strictObject({
  stocked_quantity: Quantity.optional(),
  incoming_quantity: Quantity.optional(),
});
export type AdminPostInventoryItemsItemLocationLevelsLevelReq = z.input<
  typeof AdminPostInventoryItemsItemLocationLevelsLevelReq
>;

export const AdminGetInventoryItemsItemLocationLevelsParams = z.object({
  location_id: idList.optional(),
  expand: z.string().optional(),
  fields: z.string().optional(),
});
export type AdminGetInventoryItemsItemLocationLevelsParams = z.input<
  typeof AdminGetInventoryItemsItemLocationLevelsParams
>;

/** Why stock was adjusted by hand (ours, not v1). */
export const ADJUSTMENT_REASONS = [
  'received',
  'returned',
  'counted',
  'damaged',
  'lost',
  'other',
] as const;
export const AdjustmentReason = z.enum(ADJUSTMENT_REASONS);
export type AdjustmentReason = z.infer<typeof AdjustmentReason>;

/**
 * `POST /admin/inventory-items/:id/location-levels/:location_id/adjust` (ours): `set` the stocked
 * quantity to `quantity`, or `add` `quantity` to it (negative takes away), with a reason that
 * is kept in the item's adjustment history.
 */
export const AdminPostInventoryItemsItemLocationLevelsLevelAdjustReq = z.strictObject({
  mode: z.enum(['set', 'add']),
  quantity: z.number().int().min(-1_000_000_000).max(1_000_000_000),
  reason: AdjustmentReason,
  note: z.string().trim().max(1000).nullable().optional(),
});
export type AdminPostInventoryItemsItemLocationLevelsLevelAdjustReq = z.input<
  typeof AdminPostInventoryItemsItemLocationLevelsLevelAdjustReq
>;

export const InventoryAdjustment = z.object({
  id: z.string(),
  created_at: Timestamp,
  inventory_item_id: z.string(),
  location_id: z.string(),
  mode: z.enum(['set', 'add']),
  /** What the adjustment added to the stocked quantity (negative: took away). */
  quantity_change: z.number().int(),
  /** The stocked quantity it left. */
  stocked_quantity: z.number().int(),
  reason: AdjustmentReason,
  note: z.string().nullable(),
  created_by: z.string().nullable(),
});
export type InventoryAdjustment = z.infer<typeof InventoryAdjustment>;

export const AdminInventoryAdjustmentsListRes = z.object({
  adjustments: z.array(InventoryAdjustment),
  ...Paging,
});
export type AdminInventoryAdjustmentsListRes = z.infer<typeof AdminInventoryAdjustmentsListRes>;

export const AdminGetInventoryAdjustmentsParams = ListParams.extend({
  location_id: idList.optional(),
});
export type AdminGetInventoryAdjustmentsParams = z.input<typeof AdminGetInventoryAdjustmentsParams>;

export const AdminInventoryItemsRes = z.object({ inventory_item: DecoratedInventoryItem });
export type AdminInventoryItemsRes = z.infer<typeof AdminInventoryItemsRes>;

export const AdminInventoryItemsListRes = z.object({
  inventory_items: z.array(DecoratedInventoryItem),
  ...Paging,
});
export type AdminInventoryItemsListRes = z.infer<typeof AdminInventoryItemsListRes>;
/** v1's name for the same list answer. */
export const AdminInventoryItemsListWithVariantsAndLocationLevelsRes = AdminInventoryItemsListRes;

export const AdminInventoryItemsLocationLevelsRes = z.object({
  inventory_item: z.object({ id: z.string(), location_levels: z.array(InventoryLevel) }),
});
export type AdminInventoryItemsLocationLevelsRes = z.infer<
  typeof AdminInventoryItemsLocationLevelsRes
>;

export const AdminInventoryItemsDeleteRes = z.object({
  id: z.string(),
  object: z.literal('inventory_item'),
  deleted: z.literal(true),
});
export type AdminInventoryItemsDeleteRes = z.infer<typeof AdminInventoryItemsDeleteRes>;

// ---- reservations ----------------------------------------------------------------------------

export const ReservationItem = z.object({
  id: z.string(),
  created_at: Timestamp,
  updated_at: Timestamp,
  deleted_at: Timestamp.nullable(),
  line_item_id: z.string().nullable(),
  inventory_item_id: z.string(),
  location_id: z.string(),
  quantity: z.number().int(),
  external_id: z.string().nullable(),
  description: z.string().nullable(),
  created_by: z.string().nullable(),
  metadata: Metadata,
  /** With `expand=inventory_item`. */
  inventory_item: InventoryItem.optional(),
});
export type ReservationItem = z.infer<typeof ReservationItem>;

export const RESERVATIONS_DEFAULT_LIMIT = 20;
export const RESERVATION_ORDER_FIELDS = ['created_at', 'updated_at', 'quantity'] as const;
/** `line_item` is accepted for v1 clients; line items come with orders. */
export const RESERVATION_RELATIONS = ['inventory_item', 'line_item'] as const;

export const AdminGetReservationsParams = ListParams.extend({
  location_id: idList.optional(),
  inventory_item_id: idList.optional(),
  line_item_id: idList.optional(),
  created_by: idList.optional(),
  quantity: QuantityFilter.optional(),
  /** Reservations whose description contains this text. */
  description: z.string().optional(),
  created_at: DateFilter.optional(),
  updated_at: DateFilter.optional(),
});
export type AdminGetReservationsParams = z.input<typeof AdminGetReservationsParams>;

const ReservationQuantity = z.number().int().min(1).max(1_000_000_000);

export const AdminPostReservationsReq = z.strictObject({
  line_item_id: z.string().trim().min(1).nullable().optional(),
  location_id: z.string().trim().min(1),
  inventory_item_id: z.string().trim().min(1),
  quantity: ReservationQuantity,
  description: optionalText(1000),
  external_id: optionalText(200),
  metadata: Metadata.optional(),
});
export type AdminPostReservationsReq = z.input<typeof AdminPostReservationsReq>;

export const AdminPostReservationsReservationReq = z.strictObject({
  quantity: ReservationQuantity.optional(),
  location_id: z.string().trim().min(1).optional(),
  description: optionalText(1000),
  metadata: Metadata.optional(),
});
export type AdminPostReservationsReservationReq = z.input<
  typeof AdminPostReservationsReservationReq
>;

export const AdminReservationsRes = z.object({ reservation: ReservationItem });
export type AdminReservationsRes = z.infer<typeof AdminReservationsRes>;

export const AdminReservationsListRes = z.object({
  reservations: z.array(ReservationItem),
  ...Paging,
});
export type AdminReservationsListRes = z.infer<typeof AdminReservationsListRes>;

export const AdminReservationsDeleteRes = z.object({
  id: z.string(),
  object: z.literal('reservation'),
  deleted: z.literal(true),
});
export type AdminReservationsDeleteRes = z.infer<typeof AdminReservationsDeleteRes>;

// ---- a variant's stock -------------------------------------------------------------------------

/** `GET /admin/variants/:id/inventory`: the variant's items and what each channel can sell. */
export const VariantInventory = z.object({
  id: z.string(),
  inventory: z.array(DecoratedInventoryItem.omit({ variants: true })),
  sales_channel_availability: z.array(
    z.object({
      channel_name: z.string(),
      channel_id: z.string(),
      available_quantity: z.number().int(),
    }),
  ),
});
export type VariantInventory = z.infer<typeof VariantInventory>;

export const AdminGetVariantsVariantInventoryRes = z.object({ variant: VariantInventory });
export type AdminGetVariantsVariantInventoryRes = z.infer<
  typeof AdminGetVariantsVariantInventoryRes
>;
