import type { CallOptions, HttpClient } from '../http.js';
import type { ListQuery, ListRes, Res, Untyped } from '../placeholders.js';
import { path, placeholderCrud } from '../resource.js';

type ProductRes = Res<'product'>;

/** Products with their variants and options, and the tag and type lists. */
export function adminProducts(http: HttpClient) {
  return {
    ...placeholderCrud<'product', 'products'>(http, '/admin/products'),
    listTypes: (options?: CallOptions) =>
      http.get<{ types: Untyped[] }>('/admin/products/types', undefined, options),
    listTags: (options?: CallOptions) =>
      http.get<{ tags: Untyped[] }>('/admin/products/tag-usage', undefined, options),
    /** Body `{ key, value }`. */
    setMetadata: (id: string, body: Untyped, options?: CallOptions) =>
      http.post<ProductRes>(path`/admin/products/${id}/metadata`, body, options),
    listVariants: (id: string, query?: ListQuery, options?: CallOptions) =>
      http.get<ListRes<'variants'>>(path`/admin/products/${id}/variants`, query, options),
    createVariant: (id: string, body: Untyped, options?: CallOptions) =>
      http.post<ProductRes>(path`/admin/products/${id}/variants`, body, options),
    updateVariant: (id: string, variantId: string, body: Untyped, options?: CallOptions) =>
      http.post<ProductRes>(path`/admin/products/${id}/variants/${variantId}`, body, options),
    deleteVariant: (id: string, variantId: string, options?: CallOptions) =>
      http.delete<{ variant_id: string; object: string; deleted: boolean } & ProductRes>(
        path`/admin/products/${id}/variants/${variantId}`,
        undefined,
        options,
      ),
    addOption: (id: string, body: Untyped, options?: CallOptions) =>
      http.post<ProductRes>(path`/admin/products/${id}/options`, body, options),
    updateOption: (id: string, optionId: string, body: Untyped, options?: CallOptions) =>
      http.post<ProductRes>(path`/admin/products/${id}/options/${optionId}`, body, options),
    deleteOption: (id: string, optionId: string, options?: CallOptions) =>
      http.delete<{ option_id: string; object: string; deleted: boolean } & ProductRes>(
        path`/admin/products/${id}/options/${optionId}`,
        undefined,
        options,
      ),
  };
}
export type AdminProductsResource = ReturnType<typeof adminProducts>;
