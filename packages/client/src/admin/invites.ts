import type {
  AdminInviteAcceptRes,
  AdminInviteRes,
  AdminListInvitesRes,
  AdminPostInvitesInviteAcceptReq,
  AdminPostInvitesReq,
  DeleteRes,
} from '@storedesk/contract';
import type { CallOptions, HttpClient } from '../http.js';

export class AdminInvitesResource {
  constructor(private readonly http: HttpClient) {}

  create(body: AdminPostInvitesReq, options?: CallOptions): Promise<AdminInviteRes> {
    return this.http.request('POST', '/admin/invites', { ...options, body });
  }

  list(options?: CallOptions): Promise<AdminListInvitesRes> {
    return this.http.request('GET', '/admin/invites', options);
  }

  delete(id: string, options?: CallOptions): Promise<DeleteRes> {
    return this.http.request('DELETE', `/admin/invites/${encodeURIComponent(id)}`, options);
  }

  resend(id: string, options?: CallOptions): Promise<void> {
    return this.http.request('POST', `/admin/invites/${encodeURIComponent(id)}/resend`, options);
  }

  accept(
    body: AdminPostInvitesInviteAcceptReq,
    options?: CallOptions,
  ): Promise<AdminInviteAcceptRes> {
    return this.http.request('POST', '/admin/invites/accept', { ...options, body });
  }
}
