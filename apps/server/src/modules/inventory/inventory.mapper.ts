import type {
  InventoryAdjustment,
  InventoryItem,
  InventoryLevel,
  ReservationItem,
} from '@storedesk/contract';
import { iso, timestamps } from '../../platform/dates.js';
import type {
  inventoryAdjustment,
  inventoryItem,
  inventoryLevel,
  reservationItem,
} from './inventory.tables.js';

export type InventoryItemRow = typeof inventoryItem.$inferSelect;
export type InventoryLevelRow = typeof inventoryLevel.$inferSelect;
export type ReservationRow = typeof reservationItem.$inferSelect;
export type AdjustmentRow = typeof inventoryAdjustment.$inferSelect;

/** The wire shapes of the inventory module (Medusa v1 field order). */
export function toInventoryItem(row: InventoryItemRow): InventoryItem {
  return {
    id: row.id,
    ...timestamps(row),
    sku: row.sku,
    origin_country: row.originCountry,
    hs_code: row.hsCode,
    requires_shipping: row.requiresShipping,
    mid_code: row.midCode,
    material: row.material,
    weight: row.weight,
    length: row.length,
    height: row.height,
    width: row.width,
    title: row.title,
    description: row.description,
    thumbnail: row.thumbnail,
    metadata: row.metadata ?? null,
  };
}

/** A level with what is left to sell there. Levels are removed, never soft-deleted. */
export function toInventoryLevel(row: InventoryLevelRow): InventoryLevel {
  return {
    id: row.id,
    ...timestamps(row),
    inventory_item_id: row.inventoryItemId,
    location_id: row.locationId,
    stocked_quantity: row.stockedQuantity,
    reserved_quantity: row.reservedQuantity,
    incoming_quantity: row.incomingQuantity,
    available_quantity: row.stockedQuantity - row.reservedQuantity,
    metadata: row.metadata ?? null,
  };
}

export function toReservation(row: ReservationRow, item?: InventoryItemRow): ReservationItem {
  return {
    id: row.id,
    ...timestamps(row),
    line_item_id: row.lineItemId,
    inventory_item_id: row.inventoryItemId,
    location_id: row.locationId,
    quantity: row.quantity,
    external_id: row.externalId,
    description: row.description,
    created_by: row.createdBy,
    metadata: row.metadata ?? null,
    ...(item && { inventory_item: toInventoryItem(item) }),
  };
}

export function toAdjustment(row: AdjustmentRow): InventoryAdjustment {
  return {
    id: row.id,
    created_at: iso(row.createdAt),
    inventory_item_id: row.inventoryItemId,
    location_id: row.locationId,
    mode: row.mode === 'add' ? 'add' : 'set',
    quantity_change: row.quantityChange,
    stocked_quantity: row.stockedQuantity,
    reason: row.reason as InventoryAdjustment['reason'],
    note: row.note,
    created_by: row.createdBy,
  };
}
