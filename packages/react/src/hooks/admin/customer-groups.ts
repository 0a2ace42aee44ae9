import type { ListQuery } from '@storedesk/client';
import { adminCustomerGroupKeys, adminCustomerKeys } from '../../keys.js';
import { crudHooks } from '../crud.js';
import type { Admin, Arg } from '../helpers.js';

// Customer groups; a change to one also refreshes the customer lists (filtered by group).

type R = Admin['customerGroups'];

const groups = crudHooks(adminCustomerGroupKeys, (client) => client.admin.customerGroups, {
  related: (scope) => [adminCustomerKeys.lists(scope)],
});

export const adminCustomerGroupsQueryOptions = groups.listQueryOptions;
export const useAdminCustomerGroups = groups.useList;
export const adminCustomerGroupQueryOptions = groups.detailQueryOptions;
export const useAdminCustomerGroup = groups.useDetail;
export const useAdminCreateCustomerGroup = groups.useCreate;
export const useAdminUpdateCustomerGroup = groups.useUpdate;
export const useAdminDeleteCustomerGroup = groups.useDelete;

/** Under the group's detail, so adding or removing customers refreshes it. */
const customers = groups.nestedList('customers', (client, id, query: ListQuery | undefined, o) =>
  client.admin.customerGroups.listCustomers(id, query, o),
);
export const adminCustomerGroupCustomersQueryOptions = customers.queryOptions;
export const useAdminCustomerGroupCustomers = customers.useNestedList;

/** Variables `{ customer_ids: [{ id }] }`. */
export const useAdminAddCustomersToCustomerGroup = groups.action(
  (client, id, body: Arg<R['addCustomers'], 1>) =>
    client.admin.customerGroups.addCustomers(id, body),
);

/** Variables `{ customer_ids: [{ id }] }`. */
export const useAdminRemoveCustomersFromCustomerGroup = groups.action(
  (client, id, body: Arg<R['removeCustomers'], 1>) =>
    client.admin.customerGroups.removeCustomers(id, body),
);
