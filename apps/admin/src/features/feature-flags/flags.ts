import type { AdminStoreRes } from '@storedesk/contract';

/** The flags the dashboard knows about (SPEC point 3); any other key reads as off. */
export const KNOWN_FEATURE_FLAGS = [
  'product_categories',
  'inventoryService',
  'stockLocationService',
  'analytics',
] as const;
export type KnownFeatureFlag = (typeof KNOWN_FEATURE_FLAGS)[number];

/** Flag key → on/off. Keys are the store's flag keys plus one per enabled module. */
export type FeatureFlags = Readonly<Record<string, boolean>>;

type StoreFlagsSource = Pick<AdminStoreRes['store'], 'feature_flags' | 'modules'>;

/**
 * The flags of a store: each `feature_flags` entry as given, and each enabled module (every
 * entry of `modules`) as a flag set true, so `useFeatureFlag('inventoryService')` is on when
 * the inventory module is installed.
 */
export function buildFeatureFlags(store: StoreFlagsSource): FeatureFlags {
  const flags: Record<string, boolean> = {};
  for (const flag of store.feature_flags) flags[flag.key] = flag.value;
  for (const entry of store.modules) flags[entry.module] = true;
  return flags;
}
