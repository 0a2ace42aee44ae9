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

// Regions with their countries and fulfillment and payment providers.

type R = Admin['regions'];

export const adminRegionKeys = queryKeysFactory('admin_regions');

const touched = (scope: QueryScope, id: string) => listsAndDetail(adminRegionKeys, scope, id);

export const adminRegionsQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  query?: Arg<R['list'], 0>,
) => clientQuery(adminRegionKeys.list(scope, query), (o) => client.admin.regions.list(query, o));

export function useAdminRegions(query?: Arg<R['list'], 0>, options?: ReadOptions<R['list']>) {
  return useClientQuery((c) => adminRegionsQueryOptions(c.client, c.scope, query), options);
}

export const adminRegionQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  id: string,
  query?: FindParams,
) =>
  clientQuery(detailKey(adminRegionKeys, scope, id, query), (o) =>
    client.admin.regions.retrieve(id, query, o),
  );

export function useAdminRegion(
  id: string,
  query?: FindParams,
  options?: ReadOptions<R['retrieve']>,
) {
  return useClientQuery((c) => adminRegionQueryOptions(c.client, c.scope, id, query), options);
}

export function useAdminCreateRegion(options?: WriteOptions<R['create'], Arg<R['create'], 0>>) {
  const run = (client: Storedesk, body: Arg<R['create'], 0>) => client.admin.regions.create(body);
  return useClientMutation(run, (scope) => [adminRegionKeys.lists(scope)], options);
}

export function useAdminUpdateRegion(
  id: string,
  options?: WriteOptions<R['update'], Arg<R['update'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['update'], 1>) =>
    client.admin.regions.update(id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

export function useAdminDeleteRegion(id: string, options?: WriteOptions<R['delete'], void>) {
  const run = (client: Storedesk) => client.admin.regions.delete(id);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

/** Variables `{ country_code }`. */
export function useAdminRegionAddCountry(
  regionId: string,
  options?: WriteOptions<R['addCountry'], Arg<R['addCountry'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['addCountry'], 1>) =>
    client.admin.regions.addCountry(regionId, body);
  return useClientMutation(run, (scope) => touched(scope, regionId), options);
}

/** Variables: the country code. */
export function useAdminRegionRemoveCountry(
  regionId: string,
  options?: WriteOptions<R['deleteCountry'], string>,
) {
  const run = (client: Storedesk, countryCode: string) =>
    client.admin.regions.deleteCountry(regionId, countryCode);
  return useClientMutation(run, (scope) => touched(scope, regionId), options);
}

/** Variables `{ provider_id }`. */
export function useAdminRegionAddFulfillmentProvider(
  regionId: string,
  options?: WriteOptions<R['addFulfillmentProvider'], Arg<R['addFulfillmentProvider'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['addFulfillmentProvider'], 1>) =>
    client.admin.regions.addFulfillmentProvider(regionId, body);
  return useClientMutation(run, (scope) => touched(scope, regionId), options);
}

/** Variables: the provider id. */
export function useAdminRegionDeleteFulfillmentProvider(
  regionId: string,
  options?: WriteOptions<R['deleteFulfillmentProvider'], string>,
) {
  const run = (client: Storedesk, providerId: string) =>
    client.admin.regions.deleteFulfillmentProvider(regionId, providerId);
  return useClientMutation(run, (scope) => touched(scope, regionId), options);
}

/** Variables `{ provider_id }`. */
export function useAdminRegionAddPaymentProvider(
  regionId: string,
  options?: WriteOptions<R['addPaymentProvider'], Arg<R['addPaymentProvider'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['addPaymentProvider'], 1>) =>
    client.admin.regions.addPaymentProvider(regionId, body);
  return useClientMutation(run, (scope) => touched(scope, regionId), options);
}

/** Variables: the provider id. */
export function useAdminRegionDeletePaymentProvider(
  regionId: string,
  options?: WriteOptions<R['deletePaymentProvider'], string>,
) {
  const run = (client: Storedesk, providerId: string) =>
    client.admin.regions.deletePaymentProvider(regionId, providerId);
  return useClientMutation(run, (scope) => touched(scope, regionId), options);
}

/** Under the region's detail, so provider changes refresh it. */
export const adminRegionFulfillmentOptionsQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  regionId: string,
) =>
  clientQuery([...adminRegionKeys.detail(scope, regionId), 'fulfillment_options'], (o) =>
    client.admin.regions.retrieveFulfillmentOptions(regionId, o),
  );

export function useAdminRegionFulfillmentOptions(
  regionId: string,
  options?: ReadOptions<R['retrieveFulfillmentOptions']>,
) {
  return useClientQuery(
    (c) => adminRegionFulfillmentOptionsQueryOptions(c.client, c.scope, regionId),
    options,
  );
}
