import type { AdminPostProductsReq, Product } from '@storedesk/contract';

/**
 * The create body for a copy of a product: same content, options, variants (without their
 * unique SKU, barcode, EAN and UPC) and prices, titled "… (copy)" with a new handle, as a draft.
 */
export function duplicateBody(
  product: Product,
  copyTitle: string,
  suffix: string,
): AdminPostProductsReq {
  const options = product.options ?? [];
  return {
    title: copyTitle,
    subtitle: product.subtitle,
    description: product.description,
    handle: `${product.handle}-copy-${suffix}`.slice(0, 200),
    status: 'draft',
    is_giftcard: product.is_giftcard,
    discountable: product.discountable,
    images: (product.images ?? []).map((image) => image.url),
    thumbnail: product.thumbnail,
    type: product.type ? { value: product.type.value } : null,
    collection_id: product.collection_id,
    tags: (product.tags ?? []).map((tag) => ({ value: tag.value })),
    categories: (product.categories ?? []).map((category) => ({ id: category.id })),
    sales_channels: (product.sales_channels ?? []).map((channel) => ({ id: channel.id })),
    weight: product.weight,
    length: product.length,
    height: product.height,
    width: product.width,
    hs_code: product.hs_code,
    origin_country: product.origin_country,
    mid_code: product.mid_code,
    material: product.material,
    ...(product.metadata ? { metadata: product.metadata } : {}),
    options: options.map((option) => ({ title: option.title })),
    variants: (product.variants ?? []).map((variant) => ({
      title: variant.title,
      inventory_quantity: variant.inventory_quantity,
      manage_inventory: variant.manage_inventory,
      allow_backorder: variant.allow_backorder,
      weight: variant.weight,
      length: variant.length,
      height: variant.height,
      width: variant.width,
      options: options.map((option) => ({
        value: variant.options?.find((value) => value.option_id === option.id)?.value ?? 'Default',
      })),
      prices: (variant.prices ?? [])
        .filter((price) => !price.price_list_id)
        .map((price) => ({
          ...(price.region_id
            ? { region_id: price.region_id }
            : { currency_code: price.currency_code }),
          amount: price.amount,
          min_quantity: price.min_quantity,
          max_quantity: price.max_quantity,
        })),
    })),
  };
}
