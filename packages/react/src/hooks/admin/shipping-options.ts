import { adminShippingOptionKeys } from '../../keys.js';
import { crudHooks } from '../crud.js';

const options = crudHooks(adminShippingOptionKeys, (client) => client.admin.shippingOptions);

export const adminShippingOptionsQueryOptions = options.listQueryOptions;
export const useAdminShippingOptions = options.useList;
export const adminShippingOptionQueryOptions = options.detailQueryOptions;
export const useAdminShippingOption = options.useDetail;
export const useAdminCreateShippingOption = options.useCreate;
export const useAdminUpdateShippingOption = options.useUpdate;
export const useAdminDeleteShippingOption = options.useDelete;
