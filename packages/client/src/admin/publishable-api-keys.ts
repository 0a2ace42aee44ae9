import type {
  AdminPostPublishableApiKeysReq,
  AdminPublishableApiKeysListRes,
  AdminPublishableApiKeysRes,
  ListParams,
} from '@storedesk/contract';
import type { CallOptions, HttpClient } from '../http.js';

export class AdminPublishableApiKeysResource {
  constructor(private readonly http: HttpClient) {}

  create(
    body: AdminPostPublishableApiKeysReq,
    options?: CallOptions,
  ): Promise<AdminPublishableApiKeysRes> {
    return this.http.request('POST', '/admin/publishable-api-keys', { ...options, body });
  }

  list(query?: ListParams, options?: CallOptions): Promise<AdminPublishableApiKeysListRes> {
    return this.http.request('GET', '/admin/publishable-api-keys', { ...options, query });
  }

  retrieve(id: string, options?: CallOptions): Promise<AdminPublishableApiKeysRes> {
    return this.http.request(
      'GET',
      `/admin/publishable-api-keys/${encodeURIComponent(id)}`,
      options,
    );
  }

  revoke(id: string, options?: CallOptions): Promise<AdminPublishableApiKeysRes> {
    return this.http.request(
      'POST',
      `/admin/publishable-api-keys/${encodeURIComponent(id)}/revoke`,
      options,
    );
  }
}
