import type { DecoratedInventoryItem, InventoryItem } from '@storedesk/contract';

/** What to call an item: its title, else its SKU, else its id. */
export const itemTitle = (item: Pick<InventoryItem, 'title' | 'sku' | 'id'>) =>
  item.title || item.sku || item.id;

/** The product and variant the item belongs to ('Linen shirt · M'), or '' for a loose item. */
export function variantLine(item: Pick<DecoratedInventoryItem, 'variants'>): string {
  const variant = item.variants?.[0];
  if (!variant) return '';
  return variant.product ? `${variant.product.title} · ${variant.title}` : variant.title;
}

/** Location names by id, for rows that only carry the id. */
export const locationNames = (locations: readonly { id: string; name: string }[] | undefined) =>
  new Map((locations ?? []).map((location) => [location.id, location.name]));

/** Every location of the store, for pickers and names (stores have a handful). */
export const ALL_LOCATIONS = { limit: 200, order: 'name' } as const;
