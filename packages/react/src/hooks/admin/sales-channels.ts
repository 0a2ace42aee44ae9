import type { FindParams, Storedesk } from '@storedesk/client';
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
import { adminProductKeys } from './products.js';
import { adminStockLocationKeys } from './stock-locations.js';

type R = Admin['salesChannels'];

export const adminSalesChannelKeys = queryKeysFactory('admin_sales_channels');

const touched = (scope: QueryScope, id: string) => listsAndDetail(adminSalesChannelKeys, scope, id);

type Location = { sales_channel_id: string; location_id: string };

export const adminSalesChannelsQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  query?: Arg<R['list'], 0>,
) =>
  clientQuery(adminSalesChannelKeys.list(scope, query), (o) =>
    client.admin.salesChannels.list(query, o),
  );

export function useAdminSalesChannels(query?: Arg<R['list'], 0>, options?: ReadOptions<R['list']>) {
  return useClientQuery((c) => adminSalesChannelsQueryOptions(c.client, c.scope, query), options);
}

export const adminSalesChannelQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  id: string,
  query?: FindParams,
) =>
  clientQuery(detailKey(adminSalesChannelKeys, scope, id, query), (o) =>
    client.admin.salesChannels.retrieve(id, query, o),
  );

export function useAdminSalesChannel(
  id: string,
  query?: FindParams,
  options?: ReadOptions<R['retrieve']>,
) {
  return useClientQuery(
    (c) => adminSalesChannelQueryOptions(c.client, c.scope, id, query),
    options,
  );
}

export function useAdminCreateSalesChannel(
  options?: WriteOptions<R['create'], Arg<R['create'], 0>>,
) {
  const run = (client: Storedesk, body: Arg<R['create'], 0>) =>
    client.admin.salesChannels.create(body);
  return useClientMutation(run, (scope) => [adminSalesChannelKeys.lists(scope)], options);
}

export function useAdminUpdateSalesChannel(
  id: string,
  options?: WriteOptions<R['update'], Arg<R['update'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['update'], 1>) =>
    client.admin.salesChannels.update(id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

export function useAdminDeleteSalesChannel(id: string, options?: WriteOptions<R['delete'], void>) {
  const run = (client: Storedesk) => client.admin.salesChannels.delete(id);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

/** Variables `{ product_ids: [{ id }] }`. */
export function useAdminAddProductsToSalesChannel(
  id: string,
  options?: WriteOptions<R['addProducts'], Arg<R['addProducts'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['addProducts'], 1>) =>
    client.admin.salesChannels.addProducts(id, body);
  return useClientMutation(
    run,
    (scope) => [...touched(scope, id), adminProductKeys.lists(scope)],
    options,
  );
}

/** Variables `{ product_ids: [{ id }] }`. */
export function useAdminDeleteProductsFromSalesChannel(
  id: string,
  options?: WriteOptions<R['removeProducts'], Arg<R['removeProducts'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['removeProducts'], 1>) =>
    client.admin.salesChannels.removeProducts(id, body);
  return useClientMutation(
    run,
    (scope) => [...touched(scope, id), adminProductKeys.lists(scope)],
    options,
  );
}

/** Variables `{ sales_channel_id, location_id }` (as medusa-react). */
export function useAdminAddLocationToSalesChannel(
  options?: WriteOptions<R['addLocation'], Location>,
) {
  const run = (client: Storedesk, { sales_channel_id, location_id }: Location) =>
    client.admin.salesChannels.addLocation(sales_channel_id, { location_id });
  return useClientMutation(
    run,
    (scope, _data, { sales_channel_id }) => [
      ...touched(scope, sales_channel_id),
      adminStockLocationKeys.all(scope),
    ],
    options,
  );
}

/** Variables `{ sales_channel_id, location_id }` (as medusa-react). */
export function useAdminRemoveLocationFromSalesChannel(
  options?: WriteOptions<R['removeLocation'], Location>,
) {
  const run = (client: Storedesk, { sales_channel_id, location_id }: Location) =>
    client.admin.salesChannels.removeLocation(sales_channel_id, { location_id });
  return useClientMutation(
    run,
    (scope, _data, { sales_channel_id }) => [
      ...touched(scope, sales_channel_id),
      adminStockLocationKeys.all(scope),
    ],
    options,
  );
}
