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

type R = Admin['publishableApiKeys'];

export const adminPublishableApiKeyKeys = queryKeysFactory('admin_publishable_api_keys');

const touched = (scope: QueryScope, id: string) =>
  listsAndDetail(adminPublishableApiKeyKeys, scope, id);

export const adminPublishableApiKeysQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  query?: Arg<R['list'], 0>,
) =>
  clientQuery(adminPublishableApiKeyKeys.list(scope, query), (o) =>
    client.admin.publishableApiKeys.list(query, o),
  );

export function useAdminPublishableApiKeys(
  query?: Arg<R['list'], 0>,
  options?: ReadOptions<R['list']>,
) {
  return useClientQuery(
    (c) => adminPublishableApiKeysQueryOptions(c.client, c.scope, query),
    options,
  );
}

export const adminPublishableApiKeyQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  id: string,
  query?: FindParams,
) =>
  clientQuery(detailKey(adminPublishableApiKeyKeys, scope, id, query), (o) =>
    client.admin.publishableApiKeys.retrieve(id, query, o),
  );

export function useAdminPublishableApiKey(
  id: string,
  query?: FindParams,
  options?: ReadOptions<R['retrieve']>,
) {
  return useClientQuery(
    (c) => adminPublishableApiKeyQueryOptions(c.client, c.scope, id, query),
    options,
  );
}

export function useAdminCreatePublishableApiKey(
  options?: WriteOptions<R['create'], Arg<R['create'], 0>>,
) {
  const run = (client: Storedesk, body: Arg<R['create'], 0>) =>
    client.admin.publishableApiKeys.create(body);
  return useClientMutation(run, (scope) => [adminPublishableApiKeyKeys.lists(scope)], options);
}

export function useAdminUpdatePublishableApiKey(
  id: string,
  options?: WriteOptions<R['update'], Arg<R['update'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['update'], 1>) =>
    client.admin.publishableApiKeys.update(id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

export function useAdminDeletePublishableApiKey(
  id: string,
  options?: WriteOptions<R['delete'], void>,
) {
  const run = (client: Storedesk) => client.admin.publishableApiKeys.delete(id);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

export function useAdminRevokePublishableApiKey(
  id: string,
  options?: WriteOptions<R['revoke'], void>,
) {
  const run = (client: Storedesk) => client.admin.publishableApiKeys.revoke(id);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

/** Under the key's detail, so the batch writes refresh it. */
export const adminPublishableApiKeySalesChannelsQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  id: string,
  query?: Arg<R['listSalesChannels'], 1>,
) =>
  clientQuery(
    [...adminPublishableApiKeyKeys.detail(scope, id), 'sales_channels', query ?? {}],
    (o) => client.admin.publishableApiKeys.listSalesChannels(id, query, o),
  );

export function useAdminPublishableApiKeySalesChannels(
  id: string,
  query?: Arg<R['listSalesChannels'], 1>,
  options?: ReadOptions<R['listSalesChannels']>,
) {
  return useClientQuery(
    (c) => adminPublishableApiKeySalesChannelsQueryOptions(c.client, c.scope, id, query),
    options,
  );
}

/** Variables `{ sales_channel_ids: [{ id }] }`. */
export function useAdminAddPublishableKeySalesChannelsBatch(
  id: string,
  options?: WriteOptions<R['addSalesChannelsBatch'], Arg<R['addSalesChannelsBatch'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['addSalesChannelsBatch'], 1>) =>
    client.admin.publishableApiKeys.addSalesChannelsBatch(id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

/** Variables `{ sales_channel_ids: [{ id }] }`. */
export function useAdminRemovePublishableKeySalesChannelsBatch(
  id: string,
  options?: WriteOptions<R['deleteSalesChannelsBatch'], Arg<R['deleteSalesChannelsBatch'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['deleteSalesChannelsBatch'], 1>) =>
    client.admin.publishableApiKeys.deleteSalesChannelsBatch(id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}
