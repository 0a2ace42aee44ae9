import type { FindParams, Storedesk } from '@storedesk/client';
import { queryKeysFactory, type QueryScope } from '../../keys.js';
import {
  clientQuery,
  detailKey,
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

export const adminDiscountKeys = queryKeysFactory('admin_discounts');

const touched = (scope: QueryScope, _id?: string) => [adminDiscountKeys.all(scope)];

export const adminDiscountsQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  query?: Arg<R['list'], 0>,
) =>
  clientQuery(adminDiscountKeys.list(scope, query), (o) => client.admin.discounts.list(query, o));

export function useAdminDiscounts(query?: Arg<R['list'], 0>, options?: ReadOptions<R['list']>) {
  return useClientQuery((c) => adminDiscountsQueryOptions(c.client, c.scope, query), options);
}

export const adminDiscountQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  id: string,
  query?: FindParams,
) =>
  clientQuery(detailKey(adminDiscountKeys, scope, id, query), (o) =>
    client.admin.discounts.retrieve(id, query, o),
  );

export function useAdminDiscount(
  id: string,
  query?: FindParams,
  options?: ReadOptions<R['retrieve']>,
) {
  return useClientQuery((c) => adminDiscountQueryOptions(c.client, c.scope, id, query), options);
}

export function useAdminCreateDiscount(options?: WriteOptions<R['create'], Arg<R['create'], 0>>) {
  const run = (client: Storedesk, body: Arg<R['create'], 0>) => client.admin.discounts.create(body);
  return useClientMutation(run, (scope) => touched(scope), options);
}

export function useAdminUpdateDiscount(
  id: string,
  options?: WriteOptions<R['update'], Arg<R['update'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['update'], 1>) =>
    client.admin.discounts.update(id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

export function useAdminDeleteDiscount(id: string, options?: WriteOptions<R['delete'], void>) {
  const run = (client: Storedesk) => client.admin.discounts.delete(id);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

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
export function useAdminDiscountAddRegion(
  id: string,
  options?: WriteOptions<R['addRegion'], string>,
) {
  const run = (client: Storedesk, regionId: string) =>
    client.admin.discounts.addRegion(id, regionId);
  return useClientMutation(run, (scope) => touched(scope), options);
}

/** Variables: the region id. */
export function useAdminDiscountRemoveRegion(
  id: string,
  options?: WriteOptions<R['removeRegion'], string>,
) {
  const run = (client: Storedesk, regionId: string) =>
    client.admin.discounts.removeRegion(id, regionId);
  return useClientMutation(run, (scope) => touched(scope), options);
}

export function useAdminCreateDynamicDiscountCode(
  id: string,
  options?: WriteOptions<R['createDynamicCode'], Arg<R['createDynamicCode'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['createDynamicCode'], 1>) =>
    client.admin.discounts.createDynamicCode(id, body);
  return useClientMutation(run, (scope) => touched(scope), options);
}

/** Variables: the code. */
export function useAdminDeleteDynamicDiscountCode(
  id: string,
  options?: WriteOptions<R['deleteDynamicCode'], string>,
) {
  const run = (client: Storedesk, code: string) =>
    client.admin.discounts.deleteDynamicCode(id, code);
  return useClientMutation(run, (scope) => touched(scope), options);
}

export function useAdminDiscountCreateCondition(
  discountId: string,
  options?: WriteOptions<R['createCondition'], Arg<R['createCondition'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['createCondition'], 1>) =>
    client.admin.discounts.createCondition(discountId, body);
  return useClientMutation(run, (scope) => touched(scope), options);
}

export function useAdminDiscountUpdateCondition(
  discountId: string,
  conditionId: string,
  options?: WriteOptions<R['updateCondition'], Arg<R['updateCondition'], 2>>,
) {
  const run = (client: Storedesk, body: Arg<R['updateCondition'], 2>) =>
    client.admin.discounts.updateCondition(discountId, conditionId, body);
  return useClientMutation(run, (scope) => touched(scope), options);
}

/** Variables: the condition id. */
export function useAdminDiscountRemoveCondition(
  discountId: string,
  options?: WriteOptions<R['deleteCondition'], string>,
) {
  const run = (client: Storedesk, conditionId: string) =>
    client.admin.discounts.deleteCondition(discountId, conditionId);
  return useClientMutation(run, (scope) => touched(scope), options);
}

/** Variables `{ resources: [{ id }] }`. */
export function useAdminAddDiscountConditionResourceBatch(
  discountId: string,
  conditionId: string,
  options?: WriteOptions<R['addConditionResourceBatch'], Arg<R['addConditionResourceBatch'], 2>>,
) {
  const run = (client: Storedesk, body: Arg<R['addConditionResourceBatch'], 2>) =>
    client.admin.discounts.addConditionResourceBatch(discountId, conditionId, body);
  return useClientMutation(run, (scope) => touched(scope), options);
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
  return useClientMutation(run, (scope) => touched(scope), options);
}
