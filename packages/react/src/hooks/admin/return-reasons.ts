import { adminReturnReasonKeys } from '../../keys.js';
import { crudHooks } from '../crud.js';

const reasons = crudHooks(adminReturnReasonKeys, (client) => client.admin.returnReasons);

export const adminReturnReasonsQueryOptions = reasons.listQueryOptions;
export const useAdminReturnReasons = reasons.useList;
export const adminReturnReasonQueryOptions = reasons.detailQueryOptions;
export const useAdminReturnReason = reasons.useDetail;
export const useAdminCreateReturnReason = reasons.useCreate;
export const useAdminUpdateReturnReason = reasons.useUpdate;
export const useAdminDeleteReturnReason = reasons.useDelete;
