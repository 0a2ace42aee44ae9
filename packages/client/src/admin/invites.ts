import type {
  AdminInviteAcceptRes,
  AdminInviteRes,
  AdminListInvitesRes,
  AdminPostInvitesInviteAcceptReq,
  AdminPostInvitesReq,
} from '@storedesk/contract';
import type { CallOptions, HttpClient } from '../http.js';
import type { ListQuery, Untyped } from '../placeholders.js';
import { crud, path } from '../resource.js';

export function adminInvites(http: HttpClient) {
  return {
    ...crud<{
      res: AdminInviteRes;
      listRes: AdminListInvitesRes;
      createReq: AdminPostInvitesReq;
      updateReq: Untyped;
      listQuery: ListQuery;
    }>(http, '/admin/invites'),
    resend(id: string, options?: CallOptions): Promise<AdminInviteRes> {
      return http.post(path`/admin/invites/${id}/resend`, undefined, options);
    },
    accept(
      body: AdminPostInvitesInviteAcceptReq,
      options?: CallOptions,
    ): Promise<AdminInviteAcceptRes> {
      return http.post('/admin/invites/accept', body, options);
    },
  };
}
export type AdminInvitesResource = ReturnType<typeof adminInvites>;
