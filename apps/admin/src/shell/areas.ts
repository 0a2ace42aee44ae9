import type { KnownFeatureFlag } from '@/features/feature-flags';

/**
 * The admin areas of SPEC point 1, grouped as the sidebar shows them. `path` is relative to the
 * admin area (`orders` is `/a/orders`). An area that is not `built` yet routes to the generic
 * 'coming soon' screen, so every link leads somewhere honest.
 */
export const AREA_GROUPS = [
  'orders',
  'catalogue',
  'customers',
  'marketing',
  'inventory',
  'settings',
] as const;
export type AreaGroup = (typeof AREA_GROUPS)[number];

export type AreaId =
  | 'orders'
  | 'draftOrders'
  | 'returns'
  | 'swaps'
  | 'claims'
  | 'orderEdits'
  | 'products'
  | 'collections'
  | 'categories'
  | 'tags'
  | 'types'
  | 'priceLists'
  | 'giftCards'
  | 'customers'
  | 'customerGroups'
  | 'discounts'
  | 'inventory'
  | 'reservations'
  | 'stockLocations'
  | 'settings'
  | 'regions'
  | 'paymentProviders'
  | 'shipping'
  | 'taxRates'
  | 'salesChannels'
  | 'currencies'
  | 'users'
  | 'apiKeys';

export interface Area {
  id: AreaId;
  group: AreaGroup;
  /** Relative to /a, no leading slash. */
  path: string;
  /** Has a real screen; otherwise the 'coming soon' screen answers at `path`. */
  built: boolean;
  /** Shown (sidebar, command palette) and routed only while this feature flag is on. */
  flag?: KnownFeatureFlag;
}

export const AREAS: readonly Area[] = [
  { id: 'orders', group: 'orders', path: 'orders', built: true },
  { id: 'draftOrders', group: 'orders', path: 'draft-orders', built: true },
  { id: 'returns', group: 'orders', path: 'returns', built: true },
  { id: 'swaps', group: 'orders', path: 'swaps', built: true },
  { id: 'claims', group: 'orders', path: 'claims', built: true },
  { id: 'orderEdits', group: 'orders', path: 'order-edits', built: true },
  { id: 'products', group: 'catalogue', path: 'products', built: true },
  { id: 'collections', group: 'catalogue', path: 'collections', built: true },
  {
    id: 'categories',
    group: 'catalogue',
    path: 'product-categories',
    built: true,
    flag: 'product_categories',
  },
  { id: 'tags', group: 'catalogue', path: 'product-tags', built: false },
  { id: 'types', group: 'catalogue', path: 'product-types', built: false },
  { id: 'priceLists', group: 'catalogue', path: 'pricing', built: true },
  { id: 'giftCards', group: 'catalogue', path: 'gift-cards', built: false },
  { id: 'customers', group: 'customers', path: 'customers', built: true },
  { id: 'customerGroups', group: 'customers', path: 'customers/groups', built: false },
  { id: 'discounts', group: 'marketing', path: 'discounts', built: false },
  { id: 'inventory', group: 'inventory', path: 'inventory', built: true, flag: 'inventoryService' },
  {
    id: 'reservations',
    group: 'inventory',
    path: 'inventory/reservations',
    built: true,
    flag: 'inventoryService',
  },
  {
    id: 'stockLocations',
    group: 'inventory',
    path: 'settings/locations',
    built: true,
    flag: 'stockLocationService',
  },
  { id: 'settings', group: 'settings', path: 'settings', built: true },
  { id: 'users', group: 'settings', path: 'settings/users', built: true },
  { id: 'apiKeys', group: 'settings', path: 'settings/publishable-api-keys', built: true },
  { id: 'regions', group: 'settings', path: 'settings/regions', built: true },
  {
    id: 'paymentProviders',
    group: 'settings',
    path: 'settings/payment-providers',
    built: true,
  },
  { id: 'shipping', group: 'settings', path: 'settings/shipping', built: true },
  { id: 'taxRates', group: 'settings', path: 'settings/tax-rates', built: true },
  { id: 'salesChannels', group: 'settings', path: 'sales-channels', built: true },
  { id: 'currencies', group: 'settings', path: 'settings/currencies', built: true },
];

/** The in-app address of an area: `/a/orders`. */
export const areaHref = (area: Pick<Area, 'path'>): string => `/a/${area.path}`;

export interface AreaGroupEntry {
  group: AreaGroup;
  areas: Area[];
}

/** Areas by group, groups in `AREA_GROUPS` order, areas in list order; empty groups left out. */
export function groupAreas(areas: readonly Area[] = AREAS): AreaGroupEntry[] {
  return AREA_GROUPS.map((group) => ({
    group,
    areas: areas.filter((area) => area.group === group),
  })).filter((entry) => entry.areas.length > 0);
}

/** Areas that have no screen yet. */
export const comingSoonAreas = (areas: readonly Area[] = AREAS): Area[] =>
  areas.filter((area) => !area.built);

/** The areas whose feature flag, if they have one, is on. */
export const enabledAreas = (
  isFeatureEnabled: (key: string) => boolean,
  areas: readonly Area[] = AREAS,
): Area[] => areas.filter((area) => area.flag === undefined || isFeatureEnabled(area.flag));
