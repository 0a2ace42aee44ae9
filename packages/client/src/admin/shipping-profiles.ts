import type { HttpClient } from '../http.js';
import { placeholderCrud } from '../resource.js';

export function adminShippingProfiles(http: HttpClient) {
  return placeholderCrud<'shipping_profile', 'shipping_profiles'>(http, '/admin/shipping-profiles');
}
export type AdminShippingProfilesResource = ReturnType<typeof adminShippingProfiles>;
