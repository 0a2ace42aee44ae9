import type {
  AdminGetShippingOptionsParams,
  AdminPostShippingOptionsOptionReq,
  AdminPostShippingOptionsReq,
  AdminShippingOptionsListRes,
  AdminShippingOptionsRes,
} from '@storedesk/contract';
import type { HttpClient } from '../http.js';
import { crud } from '../resource.js';

/** Shipping options: how, where and for how much a profile's products ship. */
export function adminShippingOptions(http: HttpClient) {
  return crud<{
    res: AdminShippingOptionsRes;
    listRes: AdminShippingOptionsListRes;
    createReq: AdminPostShippingOptionsReq;
    updateReq: AdminPostShippingOptionsOptionReq;
    listQuery: AdminGetShippingOptionsParams;
  }>(http, '/admin/shipping-options');
}
export type AdminShippingOptionsResource = ReturnType<typeof adminShippingOptions>;
