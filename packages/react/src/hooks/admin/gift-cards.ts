import type { FindParams, Storedesk } from '@storedesk/client';
import { queryKeysFactory, type QueryScope } from '../../keys.js';
import {
  clientQuery,
  detailKey,
  listsAndDetail,
  useClientMutation,
  useClientQuery,
  type Admin,
  type Arg,
  type ReadOptions,
  type WriteOptions,
} from '../helpers.js';

type R = Admin['giftCards'];

export const adminGiftCardKeys = queryKeysFactory('admin_gift_cards');

const touched = (scope: QueryScope, id: string) => listsAndDetail(adminGiftCardKeys, scope, id);

export const adminGiftCardsQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  query?: Arg<R['list'], 0>,
) =>
  clientQuery(adminGiftCardKeys.list(scope, query), (o) => client.admin.giftCards.list(query, o));

export function useAdminGiftCards(query?: Arg<R['list'], 0>, options?: ReadOptions<R['list']>) {
  return useClientQuery((c) => adminGiftCardsQueryOptions(c.client, c.scope, query), options);
}

export const adminGiftCardQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  id: string,
  query?: FindParams,
) =>
  clientQuery(detailKey(adminGiftCardKeys, scope, id, query), (o) =>
    client.admin.giftCards.retrieve(id, query, o),
  );

export function useAdminGiftCard(
  id: string,
  query?: FindParams,
  options?: ReadOptions<R['retrieve']>,
) {
  return useClientQuery((c) => adminGiftCardQueryOptions(c.client, c.scope, id, query), options);
}

export function useAdminCreateGiftCard(options?: WriteOptions<R['create'], Arg<R['create'], 0>>) {
  const run = (client: Storedesk, body: Arg<R['create'], 0>) => client.admin.giftCards.create(body);
  return useClientMutation(run, (scope) => [adminGiftCardKeys.lists(scope)], options);
}

export function useAdminUpdateGiftCard(
  id: string,
  options?: WriteOptions<R['update'], Arg<R['update'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['update'], 1>) =>
    client.admin.giftCards.update(id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

export function useAdminDeleteGiftCard(id: string, options?: WriteOptions<R['delete'], void>) {
  const run = (client: Storedesk) => client.admin.giftCards.delete(id);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}
