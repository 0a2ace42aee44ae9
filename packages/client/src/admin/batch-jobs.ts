import type {
  AdminBatchJobListRes,
  AdminBatchJobRes,
  AdminGetBatchJobsParams,
  AdminPostBatchesReq,
} from '@storedesk/contract';
import type { CallOptions, HttpClient } from '../http.js';
import type { Untyped } from '../placeholders.js';
import { crud, path } from '../resource.js';

export type {
  AdminBatchJobListRes,
  AdminBatchJobRes,
  AdminGetBatchJobsParams,
  AdminPostBatchesReq,
  BatchJob,
  BatchJobError,
  BatchJobResult,
  BatchJobStatDescriptor,
  ProductExportContext,
  ProductImportContext,
} from '@storedesk/contract';

/**
 * Batch jobs (Medusa v1): `create` a product import or export, poll `list` / `retrieve`,
 * `confirm` a dry run once its summary looks right, or `cancel` it. The server has no update
 * or delete of a job (nor has Medusa v1): those two answer 404.
 */
export function adminBatchJobs(http: HttpClient) {
  return {
    ...crud<{
      res: AdminBatchJobRes;
      listRes: AdminBatchJobListRes;
      createReq: AdminPostBatchesReq;
      updateReq: Untyped;
      listQuery: AdminGetBatchJobsParams;
    }>(http, '/admin/batch-jobs'),
    confirm: (id: string, options?: CallOptions) =>
      http.post<AdminBatchJobRes>(path`/admin/batch-jobs/${id}/confirm`, undefined, options),
    cancel: (id: string, options?: CallOptions) =>
      http.post<AdminBatchJobRes>(path`/admin/batch-jobs/${id}/cancel`, undefined, options),
  };
}
export type AdminBatchJobsResource = ReturnType<typeof adminBatchJobs>;
