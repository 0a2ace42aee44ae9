import { adminPublishableApiKeyKeys } from '../../keys.js';
import { crudHooks } from '../crud.js';
import type { Admin, Arg } from '../helpers.js';

type R = Admin['publishableApiKeys'];

const apiKeys = crudHooks(adminPublishableApiKeyKeys, (client) => client.admin.publishableApiKeys);

export const adminPublishableApiKeysQueryOptions = apiKeys.listQueryOptions;
export const useAdminPublishableApiKeys = apiKeys.useList;
export const adminPublishableApiKeyQueryOptions = apiKeys.detailQueryOptions;
export const useAdminPublishableApiKey = apiKeys.useDetail;
export const useAdminCreatePublishableApiKey = apiKeys.useCreate;
export const useAdminUpdatePublishableApiKey = apiKeys.useUpdate;
export const useAdminDeletePublishableApiKey = apiKeys.useDelete;

export const useAdminRevokePublishableApiKey = apiKeys.action((client, id) =>
  client.admin.publishableApiKeys.revoke(id),
);

/** Under the key's detail, so the batch writes refresh it. */
const salesChannels = apiKeys.nestedList(
  'sales_channels',
  (client, id, query: Arg<R['listSalesChannels'], 1> | undefined, o) =>
    client.admin.publishableApiKeys.listSalesChannels(id, query, o),
);
export const adminPublishableApiKeySalesChannelsQueryOptions = salesChannels.queryOptions;
export const useAdminPublishableApiKeySalesChannels = salesChannels.useNestedList;

/** Variables `{ sales_channel_ids: [{ id }] }`. */
export const useAdminAddPublishableKeySalesChannelsBatch = apiKeys.action(
  (client, id, body: Arg<R['addSalesChannelsBatch'], 1>) =>
    client.admin.publishableApiKeys.addSalesChannelsBatch(id, body),
);

/** Variables `{ sales_channel_ids: [{ id }] }`. */
export const useAdminRemovePublishableKeySalesChannelsBatch = apiKeys.action(
  (client, id, body: Arg<R['deleteSalesChannelsBatch'], 1>) =>
    client.admin.publishableApiKeys.deleteSalesChannelsBatch(id, body),
);
