import type { CallOptions, HttpClient } from '../http.js';
import type { Res, Untyped } from '../placeholders.js';
import { path, placeholderCrud } from '../resource.js';

export function adminCollections(http: HttpClient) {
  return {
    ...placeholderCrud<'collection', 'collections'>(http, '/admin/collections'),
    /** Body `{ product_ids: string[] }`. */
    addProducts: (id: string, body: Untyped, options?: CallOptions) =>
      http.post<Res<'collection'>>(path`/admin/collections/${id}/products/batch`, body, options),
    /** Body `{ product_ids: string[] }`. */
    removeProducts: (id: string, body: Untyped, options?: CallOptions) =>
      http.delete<{ id: string; object: string; removed_products: string[] }>(
        path`/admin/collections/${id}/products/batch`,
        body,
        options,
      ),
  };
}
export type AdminCollectionsResource = ReturnType<typeof adminCollections>;
