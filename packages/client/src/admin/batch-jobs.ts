import type { CallOptions, HttpClient } from '../http.js';
import type { Res } from '../placeholders.js';
import { path, placeholderCrud } from '../resource.js';

export function adminBatchJobs(http: HttpClient) {
  return {
    ...placeholderCrud<'batch_job', 'batch_jobs'>(http, '/admin/batch-jobs'),
    confirm: (id: string, options?: CallOptions) =>
      http.post<Res<'batch_job'>>(path`/admin/batch-jobs/${id}/confirm`, undefined, options),
    cancel: (id: string, options?: CallOptions) =>
      http.post<Res<'batch_job'>>(path`/admin/batch-jobs/${id}/cancel`, undefined, options),
  };
}
export type AdminBatchJobsResource = ReturnType<typeof adminBatchJobs>;
