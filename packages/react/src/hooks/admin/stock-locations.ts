import { adminStockLocationKeys } from '../../keys.js';
import { crudHooks } from '../crud.js';

const locations = crudHooks(adminStockLocationKeys, (client) => client.admin.stockLocations);

export const adminStockLocationsQueryOptions = locations.listQueryOptions;
export const useAdminStockLocations = locations.useList;
export const adminStockLocationQueryOptions = locations.detailQueryOptions;
export const useAdminStockLocation = locations.useDetail;
export const useAdminCreateStockLocation = locations.useCreate;
export const useAdminUpdateStockLocation = locations.useUpdate;
export const useAdminDeleteStockLocation = locations.useDelete;
