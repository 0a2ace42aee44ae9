import type {
  AdminGetNotesParams,
  AdminNotesListRes,
  AdminNotesRes,
  AdminPostNotesNoteReq,
  AdminPostNotesReq,
} from '@storedesk/contract';
import type { HttpClient } from '../http.js';
import { crud } from '../resource.js';

/** Notes staff leave on orders and customers (`list({ resource_id })` reads one record's). */
export function adminNotes(http: HttpClient) {
  return crud<{
    res: AdminNotesRes;
    listRes: AdminNotesListRes;
    createReq: AdminPostNotesReq;
    updateReq: AdminPostNotesNoteReq;
    listQuery: AdminGetNotesParams;
  }>(http, '/admin/notes');
}
export type AdminNotesResource = ReturnType<typeof adminNotes>;
