import type { CallOptions, HttpClient } from '../http.js';
import type { ListQuery, ListRes, Res, Untyped } from '../placeholders.js';
import { path, placeholderCrud } from '../resource.js';

export function adminCustomerGroups(http: HttpClient) {
  return {
    ...placeholderCrud<'customer_group', 'customer_groups'>(http, '/admin/customer-groups'),
    listCustomers: (id: string, query?: ListQuery, options?: CallOptions) =>
      http.get<ListRes<'customers'>>(path`/admin/customer-groups/${id}/customers`, query, options),
    /** Body `{ customer_ids: [{ id }] }`. */
    addCustomers: (id: string, body: Untyped, options?: CallOptions) =>
      http.post<Res<'customer_group'>>(
        path`/admin/customer-groups/${id}/customers/batch`,
        body,
        options,
      ),
    /** Body `{ customer_ids: [{ id }] }`. */
    removeCustomers: (id: string, body: Untyped, options?: CallOptions) =>
      http.delete<Res<'customer_group'>>(
        path`/admin/customer-groups/${id}/customers/batch`,
        body,
        options,
      ),
  };
}
export type AdminCustomerGroupsResource = ReturnType<typeof adminCustomerGroups>;
