import type { HttpClient } from '../http.js';
import { placeholderCrud } from '../resource.js';

export function adminCustomers(http: HttpClient) {
  return placeholderCrud<'customer', 'customers'>(http, '/admin/customers');
}
export type AdminCustomersResource = ReturnType<typeof adminCustomers>;
