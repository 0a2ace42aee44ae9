import type { CsvProduct, ParsedProductCsv } from './product-csv.js';
import { COLLECTION_HANDLE } from './product-csv.js';
import { newId, type ImportChunks } from './product-import.chunks.js';
import type { ImportPlan, ImportProblems, Row } from './product-import.js';
import { planVariants } from './product-import.variants.js';
import type { ExistingProduct, PriceTarget, StoreSide } from './product-import.store.js';

/*
 * Each product of the file planned into rows: a new product's own row, options and sales
 * channel, or the changes to one the store has; then its images, tags and variants
 * (product-import.variants.ts).
 */

/** What planning the products shares: the file, the store's side of it, and the chunks. */
export interface ProductPlanner {
  storeId: string;
  has: ParsedProductCsv['has'];
  store: StoreSide;
  prices: Map<string, PriceTarget>;
  problems: ImportProblems;
  chunks: ImportChunks;
  created: number;
  updated: number;
  /** Types and tags the file names that the store does not have yet: id by value. */
  newTypes: Map<string, string>;
  newTags: Map<string, string>;
}

/** The store's id for a type or tag value, or a new one the import creates. */
function valueId(
  known: Map<string, string>,
  created: Map<string, string>,
  prefix: string,
  value: string,
): string {
  let id = known.get(value) ?? created.get(value);
  if (!id) created.set(value, (id = newId(prefix)));
  return id;
}

/**
 * Plans one product's rows into the chunks. False when a problem stops it (reported); the
 * plan then has errors and is never written.
 */
export function planProduct(planner: ProductPlanner, product: CsvProduct): boolean {
  const found = planner.store.existing.get(product.handle);
  planner.chunks.startProduct(!found);
  const productId = found?.id ?? newId('prod');
  const collectionId = collectionOf(planner, product);
  const typeId =
    product.type === undefined
      ? undefined
      : product.type
        ? valueId(planner.store.types, planner.newTypes, 'ptyp', product.type)
        : null;
  const optionIds = planOptions(planner, product, found, productId);
  if (!optionIds) return false;
  const own = { productId, collectionId, typeId };
  if (found) planChanges(planner, product, own);
  else if (!planNewProduct(planner, product, own)) return false;
  planImagesAndTags(planner, product, productId);
  planVariants(planner, product, found, productId, optionIds);
  return true;
}

/** The product's collection: undefined without the column, null for an empty cell. */
function collectionOf(planner: ProductPlanner, product: CsvProduct): string | null | undefined {
  if (product.collectionHandle === undefined) return undefined;
  const collectionId = product.collectionHandle
    ? (planner.store.collections.get(product.collectionHandle) ?? null)
    : null;
  if (product.collectionHandle && !collectionId) {
    planner.problems.report(
      product.row,
      COLLECTION_HANDLE,
      `this store has no collection with the handle ${product.collectionHandle}`,
    );
  }
  return collectionId;
}

/**
 * Options: a new product gets the file's; an existing one must already have them. Answers the
 * option ids by title, or null when the product's options do not fit (reported).
 */
function planOptions(
  planner: ProductPlanner,
  product: CsvProduct,
  found: ExistingProduct | undefined,
  productId: string,
): Map<string, string> | null {
  const { storeId, problems } = planner;
  const optionIds = new Map<string, string>();
  if (!found || found.options.size === 0) {
    if (found && found.variantCount > 0 && product.optionNames.length > 0) {
      problems.report(
        product.row,
        'Option 1 Name',
        `${product.handle} has variants without options; add its options in the admin first`,
      );
      return null;
    }
    product.optionNames.forEach((title, rank) => {
      const id = newId('opt');
      optionIds.set(title, id);
      planner.chunks.add('product_option', {
        store_id: storeId,
        id,
        product_id: productId,
        title,
        rank,
      });
    });
    return optionIds;
  }
  const names = [...found.options.keys()];
  const same =
    names.length === product.optionNames.length &&
    product.optionNames.every((name) => found.options.has(name));
  if (!same) {
    problems.report(
      product.row,
      'Option 1 Name',
      `${product.handle} has the options ${names.join(', ')}; its rows must name exactly those`,
    );
    return null;
  }
  for (const [title, id] of found.options) optionIds.set(title, id);
  return optionIds;
}

interface ProductOwn {
  productId: string;
  collectionId: string | null | undefined;
  typeId: string | null | undefined;
}

/**
 * A product the store has: the columns the file has are written (an empty cell clears), and
 * its images and tags are replaced when the file has those columns.
 */
function planChanges(planner: ProductPlanner, product: CsvProduct, own: ProductOwn): void {
  const { storeId, has, chunks } = planner;
  planner.updated += 1;
  const update: Row = { store_id: storeId, id: own.productId };
  for (const column of has.productFields) update[column] = product.fields[column] ?? null;
  if (has.collection) update.collection_id = own.collectionId ?? null;
  if (has.type) update.type_id = own.typeId ?? null;
  chunks.add('product_update', update);
  if (product.images !== undefined) chunks.add('image_reset', { product_id: own.productId });
  if (product.tags !== undefined) chunks.add('tag_reset', { product_id: own.productId });
}

/** A new product, with the defaults of the API's create; false without a title (reported). */
function planNewProduct(planner: ProductPlanner, product: CsvProduct, own: ProductOwn): boolean {
  const { storeId, chunks } = planner;
  planner.created += 1;
  const title = product.fields.title as string | null | undefined;
  if (!title) {
    planner.problems.report(
      product.row,
      'Product Title',
      `is required to create the product ${product.handle}`,
    );
    return false;
  }
  chunks.add('product', {
    store_id: storeId,
    id: own.productId,
    handle: product.handle,
    ...product.fields,
    title,
    status: (product.fields.status as string | null | undefined) ?? 'draft',
    discountable: (product.fields.discountable as boolean | null | undefined) ?? true,
    thumbnail:
      (product.fields.thumbnail as string | null | undefined) ?? product.images?.[0] ?? null,
    collection_id: own.collectionId ?? null,
    type_id: own.typeId ?? null,
  });
  if (planner.store.salesChannelId) {
    chunks.add('product_sales_channel', {
      store_id: storeId,
      product_id: own.productId,
      sales_channel_id: planner.store.salesChannelId,
    });
  }
  return true;
}

function planImagesAndTags(planner: ProductPlanner, product: CsvProduct, productId: string): void {
  const { storeId, chunks } = planner;
  product.images?.forEach((url, rank) =>
    chunks.add('product_image', {
      store_id: storeId,
      id: newId('img'),
      product_id: productId,
      url,
      rank,
    }),
  );
  for (const tag of product.tags ?? []) {
    const tagId = valueId(planner.store.tags, planner.newTags, 'ptag', tag);
    chunks.add('product_tags', { store_id: storeId, product_id: productId, tag_id: tagId });
  }
}

/** Types and tags the file brings are created once, with the first chunk written. */
export function addNewTypesAndTags(chunks: ImportPlan['chunks'], planner: ProductPlanner): void {
  if (!chunks[0]) return;
  chunks[0].payload.product_type = [...planner.newTypes].map(([value, id]) => ({
    store_id: planner.storeId,
    id,
    value,
  }));
  chunks[0].payload.product_tag = [...planner.newTags].map(([value, id]) => ({
    store_id: planner.storeId,
    id,
    value,
  }));
}
