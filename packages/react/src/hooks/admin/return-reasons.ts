import { adminReturnReasonKeys } from '../../keys.js';
import { crudHooks } from '../crud.js';

// Return reasons. The list answers the top-level reasons with their children, so every write
// refreshes the list (a child's edit shows in its group) besides the reason's own detail.

const reasons = crudHooks(adminReturnReasonKeys, (client) => client.admin.returnReasons);

export const adminReturnReasonsQueryOptions = reasons.listQueryOptions;
export const useAdminReturnReasons = reasons.useList;
export const adminReturnReasonQueryOptions = reasons.detailQueryOptions;
export const useAdminReturnReason = reasons.useDetail;
export const useAdminCreateReturnReason = reasons.useCreate;
export const useAdminUpdateReturnReason = reasons.useUpdate;
export const useAdminDeleteReturnReason = reasons.useDelete;
