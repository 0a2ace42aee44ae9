import type {
  AdminGetProductsParams,
  AdminPostProductsProductOptionsReq,
  AdminPostProductsProductReq,
  AdminPostProductsProductVariantsReq,
  AdminPostProductsProductVariantsVariantReq,
  AdminPostProductsReq,
  AdminProductsListRes,
  AdminProductsRes,
  ProductTag,
  ProductType,
  ProductVariant,
} from '@storedesk/contract';
import type { CallOptions, HttpClient } from '../http.js';
import type { ListQuery } from '../placeholders.js';
import { crud, path } from '../resource.js';

/** Products with their variants and options, and the tag and type lists. */
export function adminProducts(http: HttpClient) {
  return {
    ...crud<{
      res: AdminProductsRes;
      listRes: AdminProductsListRes;
      createReq: AdminPostProductsReq;
      updateReq: AdminPostProductsProductReq;
      listQuery: AdminGetProductsParams;
    }>(http, '/admin/products'),
    listTypes: (options?: CallOptions) =>
      http.get<{ types: ProductType[] }>('/admin/products/types', undefined, options),
    listTags: (options?: CallOptions) =>
      http.get<{ tags: (Pick<ProductTag, 'id' | 'value'> & { usage_count: number })[] }>(
        '/admin/products/tag-usage',
        undefined,
        options,
      ),
    /** Body `{ key, value }`. */
    setMetadata: (
      id: string,
      body: { key: string; value: string | number | boolean | null },
      options?: CallOptions,
    ) => http.post<AdminProductsRes>(path`/admin/products/${id}/metadata`, body, options),
    listVariants: (id: string, query?: ListQuery, options?: CallOptions) =>
      http.get<{ variants: ProductVariant[]; count: number; offset: number; limit: number }>(
        path`/admin/products/${id}/variants`,
        query,
        options,
      ),
    createVariant: (id: string, body: AdminPostProductsProductVariantsReq, options?: CallOptions) =>
      http.post<AdminProductsRes>(path`/admin/products/${id}/variants`, body, options),
    updateVariant: (
      id: string,
      variantId: string,
      body: AdminPostProductsProductVariantsVariantReq,
      options?: CallOptions,
    ) =>
      http.post<AdminProductsRes>(path`/admin/products/${id}/variants/${variantId}`, body, options),
    deleteVariant: (id: string, variantId: string, options?: CallOptions) =>
      http.delete<{ variant_id: string; object: string; deleted: boolean } & AdminProductsRes>(
        path`/admin/products/${id}/variants/${variantId}`,
        undefined,
        options,
      ),
    addOption: (id: string, body: AdminPostProductsProductOptionsReq, options?: CallOptions) =>
      http.post<AdminProductsRes>(path`/admin/products/${id}/options`, body, options),
    updateOption: (
      id: string,
      optionId: string,
      body: AdminPostProductsProductOptionsReq,
      options?: CallOptions,
    ) =>
      http.post<AdminProductsRes>(path`/admin/products/${id}/options/${optionId}`, body, options),
    deleteOption: (id: string, optionId: string, options?: CallOptions) =>
      http.delete<{ option_id: string; object: string; deleted: boolean } & AdminProductsRes>(
        path`/admin/products/${id}/options/${optionId}`,
        undefined,
        options,
      ),
  };
}
export type AdminProductsResource = ReturnType<typeof adminProducts>;
