import { columns, listOf, object, stamp, times } from '../../platform/db/json.js';
import { productProfileIdSql } from './product-profile.js';
import { optionValueJson, SHIPPING_FIELDS } from './variant.shape.js';

/*
 * A product's own columns and sub-objects (images, options) as answers embed them: the product
 * reads build their documents from them (product-documents.ts), and a cart's lines embed a
 * product's columns (carts/line-item.shape.ts).
 */

/** Product columns a `fields` parameter may pick, in wire order. */
export const PRODUCT_FIELDS = [
  'id',
  'created_at',
  'updated_at',
  'deleted_at',
  'title',
  'subtitle',
  'description',
  'handle',
  'is_giftcard',
  'status',
  'thumbnail',
  ...SHIPPING_FIELDS,
  'collection_id',
  'type_id',
  'profile_id',
  'discountable',
  'external_id',
  'metadata',
] as const;
export type ProductField = (typeof PRODUCT_FIELDS)[number];

/** Each product column as SQL over the product row `p`. */
export function productScalars(p: string): Record<ProductField, string> {
  const own = Object.fromEntries(PRODUCT_FIELDS.map((field) => [field, `${p}.${field}`]));
  return {
    ...(own as Record<ProductField, string>),
    created_at: stamp(`${p}.created_at`),
    updated_at: stamp(`${p}.updated_at`),
    deleted_at: stamp(`${p}.deleted_at`),
    // The shipping profile: the product's own, else the store's default (gift-card) one.
    profile_id: productProfileIdSql(p),
  };
}

/** A product's columns but `profile_id` (which follows the store's profiles), as a document keeps them. */
const DOCUMENT_FIELDS = PRODUCT_FIELDS.filter((field) => field !== 'profile_id');

/** Product row `p`'s columns but `profile_id`, as JSON text without the closing brace. */
export const productHeadText = (p: string) =>
  `left(${object(DOCUMENT_FIELDS.map((field) => [field, productScalars(p)[field]]))}::text, -1)`;

/** A product's own columns, then `embeds` (`[key, SQL]`: relations a caller adds), as JSON. */
export const productScalarJson = (p: string, embeds: [string, string][] = []) =>
  object([
    ...PRODUCT_FIELDS.map((field): [string, string] => [field, productScalars(p)[field]]),
    ...embeds,
  ]);

/** The images of product row `p`, in display order. */
export const productImagesJson = (p: string) =>
  listOf(
    object([['id', 'pi.id'], ...times('pi', false), ...columns('pi', ['url', 'metadata'])]),
    `product_image pi WHERE pi.store_id = ${p}.store_id AND pi.product_id = ${p}.id`,
    'pi.rank, pi.id',
  );

/** The options of product row `p`, each with its live variants' values when asked. */
export function productOptionsJson(p: string, withValues: boolean): string {
  const values: [string, string][] = withValues
    ? [
        [
          'values',
          listOf(
            optionValueJson('ov'),
            `product_option_value ov JOIN product_variant ovv
               ON ovv.store_id = ov.store_id AND ovv.id = ov.variant_id AND ovv.deleted_at IS NULL
             WHERE ov.store_id = po.store_id AND ov.option_id = po.id`,
            'ovv.variant_rank, ovv.id',
          ),
        ],
      ]
    : [];
  return listOf(
    object([
      ['id', 'po.id'],
      ...times('po', false),
      ...columns('po', ['title', 'product_id', 'metadata']),
      ...values,
    ]),
    `product_option po WHERE po.store_id = ${p}.store_id AND po.product_id = ${p}.id`,
    'po.rank, po.id',
  );
}
