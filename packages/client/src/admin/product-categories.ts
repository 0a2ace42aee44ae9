import type {
  AdminDeleteProductCategoriesCategoryProductsBatchReq,
  AdminGetProductCategoriesParams,
  AdminPostProductCategoriesCategoryProductsBatchReq,
  AdminPostProductCategoriesCategoryReq,
  AdminPostProductCategoriesReq,
  AdminProductCategoriesCategoryRes,
  AdminProductCategoriesListRes,
} from '@storedesk/contract';
import type { CallOptions, HttpClient } from '../http.js';
import { crud, path } from '../resource.js';

export function adminProductCategories(http: HttpClient) {
  return {
    ...crud<{
      res: AdminProductCategoriesCategoryRes;
      listRes: AdminProductCategoriesListRes;
      createReq: AdminPostProductCategoriesReq;
      updateReq: AdminPostProductCategoriesCategoryReq;
      listQuery: AdminGetProductCategoriesParams;
    }>(http, '/admin/product-categories'),
    /** Body `{ product_ids: [{ id }] }`. */
    addProducts(
      id: string,
      body: AdminPostProductCategoriesCategoryProductsBatchReq,
      options?: CallOptions,
    ): Promise<AdminProductCategoriesCategoryRes> {
      return http.post(path`/admin/product-categories/${id}/products/batch`, body, options);
    },
    /** Body `{ product_ids: [{ id }] }`. */
    removeProducts(
      id: string,
      body: AdminDeleteProductCategoriesCategoryProductsBatchReq,
      options?: CallOptions,
    ): Promise<AdminProductCategoriesCategoryRes> {
      return http.delete(path`/admin/product-categories/${id}/products/batch`, body, options);
    },
  };
}
export type AdminProductCategoriesResource = ReturnType<typeof adminProductCategories>;
