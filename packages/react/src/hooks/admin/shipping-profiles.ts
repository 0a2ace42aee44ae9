import { adminShippingProfileKeys } from '../../keys.js';
import { crudHooks } from '../crud.js';

const profiles = crudHooks(adminShippingProfileKeys, (client) => client.admin.shippingProfiles);

export const adminShippingProfilesQueryOptions = profiles.listQueryOptions;
export const useAdminShippingProfiles = profiles.useList;
export const adminShippingProfileQueryOptions = profiles.detailQueryOptions;
export const useAdminShippingProfile = profiles.useDetail;
export const useAdminCreateShippingProfile = profiles.useCreate;
export const useAdminUpdateShippingProfile = profiles.useUpdate;
export const useAdminDeleteShippingProfile = profiles.useDelete;
