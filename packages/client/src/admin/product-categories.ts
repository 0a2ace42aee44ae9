import type { CallOptions, HttpClient } from '../http.js';
import type { Res, Untyped } from '../placeholders.js';
import { path, placeholderCrud } from '../resource.js';

type CategoryRes = Res<'product_category'>;

export function adminProductCategories(http: HttpClient) {
  return {
    ...placeholderCrud<'product_category', 'product_categories'>(http, '/admin/product-categories'),
    /** Body `{ product_ids: [{ id }] }`. */
    addProducts: (id: string, body: Untyped, options?: CallOptions) =>
      http.post<CategoryRes>(path`/admin/product-categories/${id}/products/batch`, body, options),
    /** Body `{ product_ids: [{ id }] }`. */
    removeProducts: (id: string, body: Untyped, options?: CallOptions) =>
      http.delete<CategoryRes>(path`/admin/product-categories/${id}/products/batch`, body, options),
  };
}
export type AdminProductCategoriesResource = ReturnType<typeof adminProductCategories>;
