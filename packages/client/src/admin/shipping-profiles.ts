import type {
  AdminPostShippingProfilesProfileReq,
  AdminPostShippingProfilesReq,
  AdminShippingProfilesListRes,
  AdminShippingProfilesRes,
} from '@storedesk/contract';
import type { HttpClient } from '../http.js';
import { crud } from '../resource.js';

/**
 * Shipping profiles. The list is unpaged (v1); `retrieve(id, { expand: 'products' })` adds the
 * profile's products, and `update(id, { products })` moves products into it.
 */
export function adminShippingProfiles(http: HttpClient) {
  return crud<{
    res: AdminShippingProfilesRes;
    listRes: AdminShippingProfilesListRes;
    createReq: AdminPostShippingProfilesReq;
    updateReq: AdminPostShippingProfilesProfileReq;
    listQuery: Record<string, never>;
  }>(http, '/admin/shipping-profiles');
}
export type AdminShippingProfilesResource = ReturnType<typeof adminShippingProfiles>;
