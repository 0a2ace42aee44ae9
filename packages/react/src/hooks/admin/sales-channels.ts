import type { Storedesk } from '@storedesk/client';
import {
  adminProductKeys,
  adminSalesChannelKeys,
  adminStockLocationKeys,
  adminVariantKeys,
  type QueryScope,
} from '../../keys.js';
import { crudHooks } from '../crud.js';
import { useClientMutation, type Admin, type Arg, type WriteOptions } from '../helpers.js';

type R = Admin['salesChannels'];

const salesChannels = crudHooks(adminSalesChannelKeys, (client) => client.admin.salesChannels);

export const adminSalesChannelsQueryOptions = salesChannels.listQueryOptions;
export const useAdminSalesChannels = salesChannels.useList;
export const adminSalesChannelQueryOptions = salesChannels.detailQueryOptions;
export const useAdminSalesChannel = salesChannels.useDetail;
export const useAdminCreateSalesChannel = salesChannels.useCreate;
export const useAdminUpdateSalesChannel = salesChannels.useUpdate;
export const useAdminDeleteSalesChannel = salesChannels.useDelete;

/** Adding or removing products also changes the product lists (filtered by channel). */
const withProducts = (scope: QueryScope, id: string) => [
  ...salesChannels.touched(scope, id),
  adminProductKeys.lists(scope),
];

/** Variables `{ product_ids: [{ id }] }`. */
export const useAdminAddProductsToSalesChannel = salesChannels.action(
  (client, id, body: Arg<R['addProducts'], 1>) => client.admin.salesChannels.addProducts(id, body),
  withProducts,
);

/** Variables `{ product_ids: [{ id }] }`. */
export const useAdminDeleteProductsFromSalesChannel = salesChannels.action(
  (client, id, body: Arg<R['removeProducts'], 1>) =>
    client.admin.salesChannels.removeProducts(id, body),
  withProducts,
);

type Location = { sales_channel_id: string; location_id: string };

/**
 * The channel, the stock locations (which list their channels) and the variants (whose stock
 * per channel changes).
 */
const withLocations = (scope: QueryScope, _data: unknown, { sales_channel_id }: Location) => [
  ...salesChannels.touched(scope, sales_channel_id),
  adminStockLocationKeys.all(scope),
  adminVariantKeys.all(scope),
];

/** Variables `{ sales_channel_id, location_id }` (as medusa-react). */
export function useAdminAddLocationToSalesChannel(
  options?: WriteOptions<R['addLocation'], Location>,
) {
  const run = (client: Storedesk, { sales_channel_id, location_id }: Location) =>
    client.admin.salesChannels.addLocation(sales_channel_id, { location_id });
  return useClientMutation(run, withLocations, options);
}

/** Variables `{ sales_channel_id, location_id }` (as medusa-react). */
export function useAdminRemoveLocationFromSalesChannel(
  options?: WriteOptions<R['removeLocation'], Location>,
) {
  const run = (client: Storedesk, { sales_channel_id, location_id }: Location) =>
    client.admin.salesChannels.removeLocation(sales_channel_id, { location_id });
  return useClientMutation(run, withLocations, options);
}
