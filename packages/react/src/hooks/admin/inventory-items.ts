import type {
  AdminGetInventoryAdjustmentsParams,
  AdminGetInventoryItemsItemLocationLevelsParams,
} from '@storedesk/contract';
import { adminInventoryItemKeys, adminProductKeys, adminVariantKeys } from '../../keys.js';
import { crudHooks } from '../crud.js';
import type { Storedesk } from '@storedesk/client';
import { useClientMutation, type Admin, type Arg, type WriteOptions } from '../helpers.js';

// Inventory items and their stock per location. Stock changes also refresh variant and product
// reads, whose inventory_quantity counts it.

type R = Admin['inventoryItems'];

const items = crudHooks(adminInventoryItemKeys, (client) => client.admin.inventoryItems, {
  related: (scope) => [adminVariantKeys.all(scope), adminProductKeys.all(scope)],
  createRefreshesRelated: true,
});

export const adminInventoryItemsQueryOptions = items.listQueryOptions;
export const useAdminInventoryItems = items.useList;
export const adminInventoryItemQueryOptions = items.detailQueryOptions;
export const useAdminInventoryItem = items.useDetail;
export const useAdminCreateInventoryItem = items.useCreate;
export const useAdminUpdateInventoryItem = items.useUpdate;
export const useAdminDeleteInventoryItem = items.useDelete;

const levels = items.nestedList(
  'location_levels',
  (client, id, query: AdminGetInventoryItemsItemLocationLevelsParams | undefined, o) =>
    client.admin.inventoryItems.listLocationLevels(id, query, o),
);
export const adminInventoryItemLocationLevelsQueryOptions = levels.queryOptions;
export const useAdminInventoryItemLocationLevels = levels.useNestedList;

const adjustments = items.nestedList(
  'adjustments',
  (client, id, query: AdminGetInventoryAdjustmentsParams | undefined, o) =>
    client.admin.inventoryItems.listAdjustments(id, query, o),
);
/** The item's stock adjustment history, newest first (ours). */
export const adminInventoryItemAdjustmentsQueryOptions = adjustments.queryOptions;
export const useAdminInventoryItemAdjustments = adjustments.useNestedList;

type UpdateLevel = Arg<R['updateLocationLevel'], 2> & { stockLocationId: string };
type AdjustLevel = Arg<R['adjustLocationLevel'], 2> & { stockLocationId: string };

export const useAdminCreateLocationLevel = items.action(
  (client, id, body: Arg<R['createLocationLevel'], 1>) =>
    client.admin.inventoryItems.createLocationLevel(id, body),
);

/** Variables: the level's fields plus its `stockLocationId`. */
export const useAdminUpdateLocationLevel = items.action(
  (client, id, { stockLocationId, ...body }: UpdateLevel) =>
    client.admin.inventoryItems.updateLocationLevel(id, stockLocationId, body),
);

/** Variables: the stock location id. */
export const useAdminDeleteLocationLevel = items.action((client, id, locationId: string) =>
  client.admin.inventoryItems.deleteLocationLevel(id, locationId),
);

/** Variables: `{ stockLocationId, mode, quantity, reason, note? }` (ours). */
export const useAdminAdjustLocationLevel = items.action(
  (client, id, { stockLocationId, ...body }: AdjustLevel) =>
    client.admin.inventoryItems.adjustLocationLevel(id, stockLocationId, body),
);

/** A level's new quantities, for any item: updated, or created when `create` is set. */
export interface SetLocationLevel {
  inventory_item_id: string;
  location_id: string;
  stocked_quantity?: number;
  incoming_quantity?: number;
  /** The item is not stocked at the location yet: create its level there. */
  create?: boolean;
}

/**
 * Sets one level of any item (the variant grid and the inventory list edit many items in
 * place): updates it, or creates it when `create` is set. Refreshes what an item write does.
 */
export function useAdminSetLocationLevel(
  options?: WriteOptions<R['updateLocationLevel'], SetLocationLevel>,
) {
  const run = (
    client: Storedesk,
    { inventory_item_id: id, location_id, create, ...quantities }: SetLocationLevel,
  ) =>
    create
      ? client.admin.inventoryItems.createLocationLevel(id, {
          location_id,
          stocked_quantity: quantities.stocked_quantity ?? 0,
          ...(quantities.incoming_quantity !== undefined && {
            incoming_quantity: quantities.incoming_quantity,
          }),
        })
      : client.admin.inventoryItems.updateLocationLevel(id, location_id, quantities);
  return useClientMutation(
    run,
    (scope, _data, variables) => items.touched(scope, variables.inventory_item_id),
    options,
  );
}
