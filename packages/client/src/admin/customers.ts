import type {
  AdminCustomersListRes,
  AdminCustomersRes,
  AdminGetCustomersParams,
  AdminPostCustomersCustomerReq,
  AdminPostCustomersReq,
} from '@storedesk/contract';
import type { HttpClient } from '../http.js';
import { crud } from '../resource.js';

/**
 * Customers (`expand=orders,shipping_addresses,billing_address,groups` on reads). The server has
 * no delete, as in v1: `delete` answers 404.
 */
export function adminCustomers(http: HttpClient) {
  return crud<{
    res: AdminCustomersRes;
    listRes: AdminCustomersListRes;
    createReq: AdminPostCustomersReq;
    updateReq: AdminPostCustomersCustomerReq;
    listQuery: AdminGetCustomersParams;
  }>(http, '/admin/customers');
}
export type AdminCustomersResource = ReturnType<typeof adminCustomers>;
