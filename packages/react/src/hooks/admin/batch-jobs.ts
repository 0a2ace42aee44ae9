import { adminBatchJobKeys } from '../../keys.js';
import { crudHooks } from '../crud.js';

const batchJobs = crudHooks(adminBatchJobKeys, (client) => client.admin.batchJobs);

export const adminBatchJobsQueryOptions = batchJobs.listQueryOptions;
export const useAdminBatchJobs = batchJobs.useList;
export const adminBatchJobQueryOptions = batchJobs.detailQueryOptions;
export const useAdminBatchJob = batchJobs.useDetail;
export const useAdminCreateBatchJob = batchJobs.useCreate;
export const useAdminUpdateBatchJob = batchJobs.useUpdate;
export const useAdminDeleteBatchJob = batchJobs.useDelete;

export const useAdminConfirmBatchJob = batchJobs.action((client, id) =>
  client.admin.batchJobs.confirm(id),
);
export const useAdminCancelBatchJob = batchJobs.action((client, id) =>
  client.admin.batchJobs.cancel(id),
);
