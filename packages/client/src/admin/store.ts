import type { AdminPostStoreReq, AdminStoreRes } from '@storedesk/contract';
import type { CallOptions, HttpClient } from '../http.js';

export class AdminStoreResource {
  constructor(private readonly http: HttpClient) {}

  retrieve(options?: CallOptions): Promise<AdminStoreRes> {
    return this.http.request('GET', '/admin/store', options);
  }

  update(body: AdminPostStoreReq, options?: CallOptions): Promise<AdminStoreRes> {
    return this.http.request('POST', '/admin/store', { ...options, body });
  }
}
