import type {
  AdminGetVariantsParams,
  AdminGetVariantsVariantInventoryRes,
  AdminVariantsListRes,
  AdminVariantsRes,
} from '@storedesk/contract';
import type { CallOptions, HttpClient } from '../http.js';
import type { Untyped } from '../placeholders.js';
import { crud, path } from '../resource.js';

/** Variants across products (per-product variant calls live on `admin.products`). */
export function adminVariants(http: HttpClient) {
  return {
    ...crud<{
      res: AdminVariantsRes;
      listRes: AdminVariantsListRes;
      createReq: Untyped;
      updateReq: Untyped;
      listQuery: AdminGetVariantsParams;
    }>(http, '/admin/variants'),
    /** The variant with its inventory items and their stock per sales channel. */
    getInventory: (id: string, options?: CallOptions) =>
      http.get<AdminGetVariantsVariantInventoryRes>(
        path`/admin/variants/${id}/inventory`,
        undefined,
        options,
      ),
  };
}
export type AdminVariantsResource = ReturnType<typeof adminVariants>;
