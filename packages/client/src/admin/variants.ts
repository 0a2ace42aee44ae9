import type {
  AdminGetVariantsParams,
  AdminVariantsListRes,
  AdminVariantsRes,
} from '@storedesk/contract';
import type { CallOptions, HttpClient } from '../http.js';
import type { Res, Untyped } from '../placeholders.js';
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
      http.get<
        Res<'variant', Untyped & { inventory?: Untyped[]; sales_channel_availability?: Untyped[] }>
      >(path`/admin/variants/${id}/inventory`, undefined, options),
  };
}
export type AdminVariantsResource = ReturnType<typeof adminVariants>;
