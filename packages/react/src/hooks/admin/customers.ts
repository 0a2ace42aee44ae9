import { adminCustomerGroupKeys, adminCustomerKeys, adminOrderKeys } from '../../keys.js';
import { crudHooks } from '../crud.js';

// Customers; a change to one also refreshes the customer groups, which list their members, and
// the orders, which show their customer.

const customers = crudHooks(adminCustomerKeys, (client) => client.admin.customers, {
  related: (scope) => [adminCustomerGroupKeys.all(scope), adminOrderKeys.all(scope)],
});

export const adminCustomersQueryOptions = customers.listQueryOptions;
export const useAdminCustomers = customers.useList;
export const adminCustomerQueryOptions = customers.detailQueryOptions;
export const useAdminCustomer = customers.useDetail;
export const useAdminCreateCustomer = customers.useCreate;
export const useAdminUpdateCustomer = customers.useUpdate;
export const useAdminDeleteCustomer = customers.useDelete;
