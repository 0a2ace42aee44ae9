import type {
  AdminPostReturnReasonsReasonReq,
  AdminPostReturnReasonsReq,
  AdminReturnReasonsListRes,
  AdminReturnReasonsRes,
} from '@storedesk/contract';
import type { HttpClient } from '../http.js';
import { crud } from '../resource.js';

/**
 * Return reasons (Medusa v1): what a return line may give as its reason. The list is unpaged and
 * answers the top-level reasons, each with its `return_reason_children` (one level deep); a
 * reason's `value` is unique in the store (a 422 names it). Deleting a group deletes its reasons.
 */
export function adminReturnReasons(http: HttpClient) {
  return crud<{
    res: AdminReturnReasonsRes;
    listRes: AdminReturnReasonsListRes;
    createReq: AdminPostReturnReasonsReq;
    updateReq: AdminPostReturnReasonsReasonReq;
    listQuery: Record<string, never>;
  }>(http, '/admin/return-reasons');
}
export type AdminReturnReasonsResource = ReturnType<typeof adminReturnReasons>;
