import { adminProductKeys, adminShippingOptionKeys, adminShippingProfileKeys } from '../../keys.js';
import { crudHooks } from '../crud.js';

/**
 * Moving products or options into a profile changes the products' `profile_id` and the
 * options' profile: profile writes refresh both lists.
 */
const profiles = crudHooks(adminShippingProfileKeys, (client) => client.admin.shippingProfiles, {
  related: (scope) => [adminProductKeys.all(scope), adminShippingOptionKeys.all(scope)],
});

export const adminShippingProfilesQueryOptions = profiles.listQueryOptions;
export const useAdminShippingProfiles = profiles.useList;
export const adminShippingProfileQueryOptions = profiles.detailQueryOptions;
export const useAdminShippingProfile = profiles.useDetail;
export const useAdminCreateShippingProfile = profiles.useCreate;
export const useAdminUpdateShippingProfile = profiles.useUpdate;
export const useAdminDeleteShippingProfile = profiles.useDelete;
