import type { FindParams, Storedesk } from '@storedesk/client';
import { adminDiscountKeys, type QueryScope } from '../../keys.js';
import { crudHooks } from '../crud.js';
import {
  clientQuery,
  useClientMutation,
  useClientQuery,
  type Admin,
  type Arg,
  type ReadOptions,
  type WriteOptions,
} from '../helpers.js';

// Discounts with their regions, dynamic codes and conditions. Every write refreshes all discount
// reads (lookups by code and conditions included).

type R = Admin['discounts'];

const discounts = crudHooks(adminDiscountKeys, (client) => client.admin.discounts, {
  refreshWholeArea: true,
});

export const adminDiscountsQueryOptions = discounts.listQueryOptions;
export const useAdminDiscounts = discounts.useList;
export const adminDiscountQueryOptions = discounts.detailQueryOptions;
export const useAdminDiscount = discounts.useDetail;
export const useAdminCreateDiscount = discounts.useCreate;
export const useAdminUpdateDiscount = discounts.useUpdate;
export const useAdminDeleteDiscount = discounts.useDelete;

export const adminDiscountByCodeQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  code: string,
  query?: FindParams,
) =>
  clientQuery([...adminDiscountKeys.details(scope), 'code', code, query ?? {}], (o) =>
    client.admin.discounts.retrieveByCode(code, query, o),
  );

export function useAdminGetDiscountByCode(
  code: string,
  query?: FindParams,
  options?: ReadOptions<R['retrieveByCode']>,
) {
  return useClientQuery(
    (c) => adminDiscountByCodeQueryOptions(c.client, c.scope, code, query),
    options,
  );
}

export const adminDiscountConditionQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  id: string,
  conditionId: string,
  query?: FindParams,
) =>
  clientQuery(
    [...adminDiscountKeys.detail(scope, id), 'conditions', conditionId, query ?? {}],
    (o) => client.admin.discounts.getCondition(id, conditionId, query, o),
  );

export function useAdminGetDiscountCondition(
  id: string,
  conditionId: string,
  query?: FindParams,
  options?: ReadOptions<R['getCondition']>,
) {
  return useClientQuery(
    (c) => adminDiscountConditionQueryOptions(c.client, c.scope, id, conditionId, query),
    options,
  );
}

/** Variables: the region id. */
export const useAdminDiscountAddRegion = discounts.action((client, id, regionId: string) =>
  client.admin.discounts.addRegion(id, regionId),
);

/** Variables: the region id. */
export const useAdminDiscountRemoveRegion = discounts.action((client, id, regionId: string) =>
  client.admin.discounts.removeRegion(id, regionId),
);

export const useAdminCreateDynamicDiscountCode = discounts.action(
  (client, id, body: Arg<R['createDynamicCode'], 1>) =>
    client.admin.discounts.createDynamicCode(id, body),
);

/** Variables: the code. */
export const useAdminDeleteDynamicDiscountCode = discounts.action((client, id, code: string) =>
  client.admin.discounts.deleteDynamicCode(id, code),
);

export const useAdminDiscountCreateCondition = discounts.action(
  (client, id, body: Arg<R['createCondition'], 1>) =>
    client.admin.discounts.createCondition(id, body),
);

/** Variables: the condition id. */
export const useAdminDiscountRemoveCondition = discounts.action((client, id, conditionId: string) =>
  client.admin.discounts.deleteCondition(id, conditionId),
);

// Writes to one condition of a discount: the hooks take both ids.

export function useAdminDiscountUpdateCondition(
  discountId: string,
  conditionId: string,
  options?: WriteOptions<R['updateCondition'], Arg<R['updateCondition'], 2>>,
) {
  const run = (client: Storedesk, body: Arg<R['updateCondition'], 2>) =>
    client.admin.discounts.updateCondition(discountId, conditionId, body);
  return useClientMutation(run, (scope) => discounts.touched(scope, discountId), options);
}

/** Variables `{ resources: [{ id }] }`. */
export function useAdminAddDiscountConditionResourceBatch(
  discountId: string,
  conditionId: string,
  options?: WriteOptions<R['addConditionResourceBatch'], Arg<R['addConditionResourceBatch'], 2>>,
) {
  const run = (client: Storedesk, body: Arg<R['addConditionResourceBatch'], 2>) =>
    client.admin.discounts.addConditionResourceBatch(discountId, conditionId, body);
  return useClientMutation(run, (scope) => discounts.touched(scope, discountId), options);
}

/** Variables `{ resources: [{ id }] }`. */
export function useAdminDeleteDiscountConditionResourceBatch(
  discountId: string,
  conditionId: string,
  options?: WriteOptions<
    R['deleteConditionResourceBatch'],
    Arg<R['deleteConditionResourceBatch'], 2>
  >,
) {
  const run = (client: Storedesk, body: Arg<R['deleteConditionResourceBatch'], 2>) =>
    client.admin.discounts.deleteConditionResourceBatch(discountId, conditionId, body);
  return useClientMutation(run, (scope) => discounts.touched(scope, discountId), options);
}
