import type { Storedesk } from '@storedesk/client';
import { adminProductKeys, adminVariantKeys, type QueryScope } from '../../keys.js';
import { crudHooks } from '../crud.js';
import { clientQuery, useClientQuery, type Admin, type ReadOptions } from '../helpers.js';

// Variants across products. Writes through a product (`useAdminUpdateVariant(productId)`) are in
// `products.ts`; the `Standalone` hooks write `/admin/variants` directly. Every write, creating
// included, refreshes the products.

type R = Admin['variants'];

const variants = crudHooks(adminVariantKeys, (client) => client.admin.variants, {
  related: (scope) => [adminProductKeys.all(scope)],
  createRefreshesRelated: true,
});

export const adminVariantsQueryOptions = variants.listQueryOptions;
export const useAdminVariants = variants.useList;
export const adminVariantQueryOptions = variants.detailQueryOptions;
export const useAdminVariant = variants.useDetail;
export const useAdminCreateStandaloneVariant = variants.useCreate;
export const useAdminUpdateStandaloneVariant = variants.useUpdate;
export const useAdminDeleteStandaloneVariant = variants.useDelete;

/** The variant's inventory items and stock per sales channel. */
export const adminVariantInventoryQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  id: string,
) =>
  clientQuery([...adminVariantKeys.detail(scope, id), 'inventory'], (o) =>
    client.admin.variants.getInventory(id, o),
  );

export function useAdminVariantsInventory(id: string, options?: ReadOptions<R['getInventory']>) {
  return useClientQuery((c) => adminVariantInventoryQueryOptions(c.client, c.scope, id), options);
}
