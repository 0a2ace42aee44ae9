import type { Storedesk } from '@storedesk/client';
import {
  adminCountryKeys,
  adminRegionKeys,
  adminShippingOptionKeys,
  adminTaxRateKeys,
  regionKeys,
  type QueryScope,
} from '../../keys.js';
import { crudHooks } from '../crud.js';
import { clientQuery, useClientQuery, type Admin, type Arg, type ReadOptions } from '../helpers.js';

// Regions with their countries and fulfillment and payment providers.

type R = Admin['regions'];

/**
 * A region change moves countries (the country picker shows who holds each), and shipping
 * options and tax rates answer their region; the storefront's region reads are stale too.
 */
const regions = crudHooks(adminRegionKeys, (client) => client.admin.regions, {
  related: (scope) => [
    adminCountryKeys.all(scope),
    adminShippingOptionKeys.all(scope),
    adminTaxRateKeys.all(scope),
    regionKeys.all(scope),
  ],
  createRefreshesRelated: true,
});

export const adminRegionsQueryOptions = regions.listQueryOptions;
export const useAdminRegions = regions.useList;
export const adminRegionQueryOptions = regions.detailQueryOptions;
export const useAdminRegion = regions.useDetail;
export const useAdminCreateRegion = regions.useCreate;
export const useAdminUpdateRegion = regions.useUpdate;
export const useAdminDeleteRegion = regions.useDelete;

/** Variables `{ country_code }`. */
export const useAdminRegionAddCountry = regions.action(
  (client, id, body: Arg<R['addCountry'], 1>) => client.admin.regions.addCountry(id, body),
);

/** Variables: the country code. */
export const useAdminRegionRemoveCountry = regions.action((client, id, countryCode: string) =>
  client.admin.regions.deleteCountry(id, countryCode),
);

/** Variables `{ provider_id }`. */
export const useAdminRegionAddFulfillmentProvider = regions.action(
  (client, id, body: Arg<R['addFulfillmentProvider'], 1>) =>
    client.admin.regions.addFulfillmentProvider(id, body),
);

/** Variables: the provider id. */
export const useAdminRegionDeleteFulfillmentProvider = regions.action(
  (client, id, providerId: string) =>
    client.admin.regions.deleteFulfillmentProvider(id, providerId),
);

/** Variables `{ provider_id }`. */
export const useAdminRegionAddPaymentProvider = regions.action(
  (client, id, body: Arg<R['addPaymentProvider'], 1>) =>
    client.admin.regions.addPaymentProvider(id, body),
);

/** Variables: the provider id. */
export const useAdminRegionDeletePaymentProvider = regions.action(
  (client, id, providerId: string) => client.admin.regions.deletePaymentProvider(id, providerId),
);

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

/** Every ISO country with the id of this store's region holding it (the country picker). */
export const adminCountriesQueryOptions = (client: Storedesk, scope: QueryScope) =>
  clientQuery(adminCountryKeys.list(scope), (o) => client.admin.countries.list(o));

export function useAdminCountries(options?: ReadOptions<Admin['countries']['list']>) {
  return useClientQuery((c) => adminCountriesQueryOptions(c.client, c.scope), options);
}
