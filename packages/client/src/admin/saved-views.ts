import type {
  AdminGetSavedViewsParams,
  AdminPostSavedViewsReq,
  AdminSavedViewsDeleteRes,
  AdminSavedViewsListRes,
  AdminSavedViewsRes,
} from '@storedesk/contract';
import type { CallOptions, HttpClient } from '../http.js';
import { path } from '../resource.js';

/** `/admin/views`: the signed-in user's saved list views (no retrieve or update). */
export function adminSavedViews(http: HttpClient) {
  return {
    /** Query `{ resource }`, e.g. `products`. */
    list(query: AdminGetSavedViewsParams, options?: CallOptions): Promise<AdminSavedViewsListRes> {
      return http.get('/admin/views', query, options);
    },
    create(body: AdminPostSavedViewsReq, options?: CallOptions): Promise<AdminSavedViewsRes> {
      return http.post('/admin/views', body, options);
    },
    delete(id: string, options?: CallOptions): Promise<AdminSavedViewsDeleteRes> {
      return http.delete(path`/admin/views/${id}`, undefined, options);
    },
  };
}
export type AdminSavedViewsResource = ReturnType<typeof adminSavedViews>;
