import {
  adminShippingOptionKeys,
  adminShippingProfileKeys,
  adminTaxRateKeys,
  shippingOptionKeys,
} from '../../keys.js';
import { crudHooks } from '../crud.js';

/**
 * An option shows in its profile's detail and in the tax rates that name it, and shoppers list
 * options: every write refreshes those too.
 */
const options = crudHooks(adminShippingOptionKeys, (client) => client.admin.shippingOptions, {
  related: (scope) => [
    adminShippingProfileKeys.all(scope),
    adminTaxRateKeys.all(scope),
    shippingOptionKeys.all(scope),
  ],
  createRefreshesRelated: true,
});

export const adminShippingOptionsQueryOptions = options.listQueryOptions;
export const useAdminShippingOptions = options.useList;
export const adminShippingOptionQueryOptions = options.detailQueryOptions;
export const useAdminShippingOption = options.useDetail;
export const useAdminCreateShippingOption = options.useCreate;
export const useAdminUpdateShippingOption = options.useUpdate;
export const useAdminDeleteShippingOption = options.useDelete;
