import { AdminAuthResource } from './admin/auth.js';
import { AdminInvitesResource } from './admin/invites.js';
import { AdminPublishableApiKeysResource } from './admin/publishable-api-keys.js';
import { AdminStoreResource } from './admin/store.js';
import { AdminUsersResource } from './admin/users.js';
import { HttpClient, type StoredeskConfig } from './http.js';

export class Storedesk {
  readonly client: HttpClient;
  readonly admin: {
    readonly auth: AdminAuthResource;
    readonly store: AdminStoreResource;
    readonly users: AdminUsersResource;
    readonly invites: AdminInvitesResource;
    readonly publishableApiKeys: AdminPublishableApiKeysResource;
  };

  constructor(config: StoredeskConfig = {}) {
    this.client = new HttpClient(config);
    this.admin = {
      auth: new AdminAuthResource(this.client),
      store: new AdminStoreResource(this.client),
      users: new AdminUsersResource(this.client),
      invites: new AdminInvitesResource(this.client),
      publishableApiKeys: new AdminPublishableApiKeysResource(this.client),
    };
  }
}

export default Storedesk;
export { StoredeskError, getErrorMessage, isStoredeskError } from './errors.js';
export type { StoredeskErrorKind, StoredeskErrorOptions } from './errors.js';
export { DEFAULT_BASE_URL, HttpClient } from './http.js';
export type {
  CallOptions,
  HttpMethod,
  PreparedRequest,
  RequestOptions,
  StoredeskConfig,
} from './http.js';
export { encodeQuery } from './query.js';
export type { QueryValue } from './query.js';
export { AdminAuthResource } from './admin/auth.js';
export { AdminInvitesResource } from './admin/invites.js';
export { AdminPublishableApiKeysResource } from './admin/publishable-api-keys.js';
export { AdminStoreResource } from './admin/store.js';
export { AdminUsersResource } from './admin/users.js';
