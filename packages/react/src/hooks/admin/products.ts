import type { ListQuery, Storedesk } from '@storedesk/client';
import { adminProductKeys, adminVariantKeys, type QueryScope } from '../../keys.js';
import { crudHooks } from '../crud.js';
import { clientQuery, useClientQuery, type Admin, type Arg, type ReadOptions } from '../helpers.js';

// Products with their variants and options, and the tag and type usage lists. A change to a
// product refreshes its lists, its detail (with its variant list), and every variant read.

type R = Admin['products'];

const products = crudHooks(adminProductKeys, (client) => client.admin.products, {
  related: (scope) => [adminVariantKeys.all(scope)],
});

export const adminProductsQueryOptions = products.listQueryOptions;
export const useAdminProducts = products.useList;
export const adminProductQueryOptions = products.detailQueryOptions;
export const useAdminProduct = products.useDetail;
export const useAdminCreateProduct = products.useCreate;
export const useAdminUpdateProduct = products.useUpdate;
export const useAdminDeleteProduct = products.useDelete;

/** GET /admin/products/types; under the lists, so product writes refresh it. */
export const adminProductsListTypesQueryOptions = (client: Storedesk, scope: QueryScope) =>
  clientQuery([...adminProductKeys.lists(scope), 'types'], (o) =>
    client.admin.products.listTypes(o),
  );

export function useAdminProductsListTypes(options?: ReadOptions<R['listTypes']>) {
  return useClientQuery((c) => adminProductsListTypesQueryOptions(c.client, c.scope), options);
}

/** GET /admin/products/tag-usage; under the lists, so product writes refresh it. */
export const adminProductTagUsageQueryOptions = (client: Storedesk, scope: QueryScope) =>
  clientQuery([...adminProductKeys.lists(scope), 'tag_usage'], (o) =>
    client.admin.products.listTags(o),
  );

export function useAdminProductTagUsage(options?: ReadOptions<R['listTags']>) {
  return useClientQuery((c) => adminProductTagUsageQueryOptions(c.client, c.scope), options);
}

const variants = products.nestedList('variants', (client, id, query: ListQuery | undefined, o) =>
  client.admin.products.listVariants(id, query, o),
);
export const adminProductVariantsQueryOptions = variants.queryOptions;
export const useAdminProductVariants = variants.useNestedList;

type UpdateVariant = Arg<R['updateVariant'], 2> & { variant_id: string };
type UpdateOption = Arg<R['updateOption'], 2> & { option_id: string };

/** Variables `{ key, value }`. */
export const useAdminSetProductMetadata = products.action(
  (client, id, body: Arg<R['setMetadata'], 1>) => client.admin.products.setMetadata(id, body),
);

export const useAdminCreateVariant = products.action(
  (client, id, body: Arg<R['createVariant'], 1>) => client.admin.products.createVariant(id, body),
);

/** Variables: the variant's fields plus its `variant_id`. */
export const useAdminUpdateVariant = products.action(
  (client, id, { variant_id, ...body }: UpdateVariant) =>
    client.admin.products.updateVariant(id, variant_id, body),
);

/** Variables: the variant id. */
export const useAdminDeleteVariant = products.action((client, id, variantId: string) =>
  client.admin.products.deleteVariant(id, variantId),
);

export const useAdminCreateProductOption = products.action(
  (client, id, body: Arg<R['addOption'], 1>) => client.admin.products.addOption(id, body),
);

/** Variables: the option's fields plus its `option_id`. */
export const useAdminUpdateProductOption = products.action(
  (client, id, { option_id, ...body }: UpdateOption) =>
    client.admin.products.updateOption(id, option_id, body),
);

/** Variables: the option id. */
export const useAdminDeleteProductOption = products.action((client, id, optionId: string) =>
  client.admin.products.deleteOption(id, optionId),
);
