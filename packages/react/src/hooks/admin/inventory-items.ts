import type { FindParams, ListQuery, Storedesk } from '@storedesk/client';
import { queryKeysFactory, type QueryScope } from '../../keys.js';
import {
  clientQuery,
  detailKey,
  listsAndDetail,
  useClientMutation,
  useClientQuery,
  type Admin,
  type Arg,
  type ReadOptions,
  type WriteOptions,
} from '../helpers.js';
import { adminVariantKeys } from './variants.js';

// Inventory items and their stock per location; stock changes also refresh variant reads.

type R = Admin['inventoryItems'];

export const adminInventoryItemKeys = queryKeysFactory('admin_inventory_items');

const touched = (scope: QueryScope, id: string) => [
  ...listsAndDetail(adminInventoryItemKeys, scope, id),
  adminVariantKeys.all(scope),
];

type UpdateLevel = Arg<R['updateLocationLevel'], 2> & { stockLocationId: string };

export const adminInventoryItemsQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  query?: Arg<R['list'], 0>,
) =>
  clientQuery(adminInventoryItemKeys.list(scope, query), (o) =>
    client.admin.inventoryItems.list(query, o),
  );

export function useAdminInventoryItems(
  query?: Arg<R['list'], 0>,
  options?: ReadOptions<R['list']>,
) {
  return useClientQuery((c) => adminInventoryItemsQueryOptions(c.client, c.scope, query), options);
}

export const adminInventoryItemQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  id: string,
  query?: FindParams,
) =>
  clientQuery(detailKey(adminInventoryItemKeys, scope, id, query), (o) =>
    client.admin.inventoryItems.retrieve(id, query, o),
  );

export function useAdminInventoryItem(
  id: string,
  query?: FindParams,
  options?: ReadOptions<R['retrieve']>,
) {
  return useClientQuery(
    (c) => adminInventoryItemQueryOptions(c.client, c.scope, id, query),
    options,
  );
}

export function useAdminCreateInventoryItem(
  options?: WriteOptions<R['create'], Arg<R['create'], 0>>,
) {
  const run = (client: Storedesk, body: Arg<R['create'], 0>) =>
    client.admin.inventoryItems.create(body);
  return useClientMutation(run, (scope) => [adminInventoryItemKeys.lists(scope)], options);
}

export function useAdminUpdateInventoryItem(
  id: string,
  options?: WriteOptions<R['update'], Arg<R['update'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['update'], 1>) =>
    client.admin.inventoryItems.update(id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

export function useAdminDeleteInventoryItem(id: string, options?: WriteOptions<R['delete'], void>) {
  const run = (client: Storedesk) => client.admin.inventoryItems.delete(id);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

export const adminInventoryItemLocationLevelsQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  id: string,
  query?: ListQuery,
) =>
  clientQuery([...adminInventoryItemKeys.detail(scope, id), 'location_levels', query ?? {}], (o) =>
    client.admin.inventoryItems.listLocationLevels(id, query, o),
  );

export function useAdminInventoryItemLocationLevels(
  id: string,
  query?: ListQuery,
  options?: ReadOptions<R['listLocationLevels']>,
) {
  return useClientQuery(
    (c) => adminInventoryItemLocationLevelsQueryOptions(c.client, c.scope, id, query),
    options,
  );
}

export function useAdminCreateLocationLevel(
  inventoryItemId: string,
  options?: WriteOptions<R['createLocationLevel'], Arg<R['createLocationLevel'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['createLocationLevel'], 1>) =>
    client.admin.inventoryItems.createLocationLevel(inventoryItemId, body);
  return useClientMutation(run, (scope) => touched(scope, inventoryItemId), options);
}

/** Variables: the level's fields plus its `stockLocationId`. */
export function useAdminUpdateLocationLevel(
  inventoryItemId: string,
  options?: WriteOptions<R['updateLocationLevel'], UpdateLevel>,
) {
  const run = (client: Storedesk, { stockLocationId, ...body }: UpdateLevel) =>
    client.admin.inventoryItems.updateLocationLevel(inventoryItemId, stockLocationId, body);
  return useClientMutation(run, (scope) => touched(scope, inventoryItemId), options);
}

/** Variables: the stock location id. */
export function useAdminDeleteLocationLevel(
  inventoryItemId: string,
  options?: WriteOptions<R['deleteLocationLevel'], string>,
) {
  const run = (client: Storedesk, locationId: string) =>
    client.admin.inventoryItems.deleteLocationLevel(inventoryItemId, locationId);
  return useClientMutation(run, (scope) => touched(scope, inventoryItemId), options);
}
