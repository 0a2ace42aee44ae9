import type {
  AdminCollectionsListRes,
  AdminCollectionsRes,
  AdminDeleteProductsFromCollectionReq,
  AdminDeleteProductsFromCollectionRes,
  AdminGetCollectionsParams,
  AdminPostCollectionsCollectionReq,
  AdminPostCollectionsReq,
  AdminPostProductsToCollectionReq,
} from '@storedesk/contract';
import type { CallOptions, HttpClient } from '../http.js';
import { crud, path } from '../resource.js';

export function adminCollections(http: HttpClient) {
  return {
    ...crud<{
      res: AdminCollectionsRes;
      listRes: AdminCollectionsListRes;
      createReq: AdminPostCollectionsReq;
      updateReq: AdminPostCollectionsCollectionReq;
      listQuery: AdminGetCollectionsParams;
    }>(http, '/admin/collections'),
    /** Puts products into the collection; answers it with its products. */
    addProducts(
      id: string,
      body: AdminPostProductsToCollectionReq,
      options?: CallOptions,
    ): Promise<AdminCollectionsRes> {
      return http.post(path`/admin/collections/${id}/products/batch`, body, options);
    },
    /** Takes products out of the collection; answers the ids it detached. */
    removeProducts(
      id: string,
      body: AdminDeleteProductsFromCollectionReq,
      options?: CallOptions,
    ): Promise<AdminDeleteProductsFromCollectionRes> {
      return http.delete(path`/admin/collections/${id}/products/batch`, body, options);
    },
  };
}
export type AdminCollectionsResource = ReturnType<typeof adminCollections>;
