/**
 * Route path rules for extensions (SPEC point 2, plugin route registry). Paths are compared
 * without leading or trailing slashes and case-insensitively.
 */

/** The dashboard's own pages under /a: an extension can neither replace nor shadow them. */
export const CORE_ROUTE_PATHS = [
  'products',
  'product-categories',
  'orders',
  'returns',
  'swaps',
  'claims',
  'order-edits',
  'customers',
  'customers/groups',
  'discounts',
  'gift-cards',
  'gift-cards/manage',
  'pricing',
  'inventory',
  'collections',
  'draft-orders',
  'login',
  'sales-channels',
  'publishable-api-keys',
  'oauth',
  'oauth/:app_name',
] as const;

/** Settings pages come from setting extensions, never from route extensions. */
export const SETTINGS_PREFIX = '/settings';

/**
 * Settings pages the dashboard has itself, relative to /a/settings: the built-in pages and the
 * settings areas still 'coming soon' (regions, shipping, tax rates), which will take their path
 * when they land. An extension can take neither these paths nor any path below them. A test
 * keeps this list in step with routes/settings/routes.tsx and the shell's areas.
 */
export const CORE_SETTINGS_PATHS = [
  'store-details',
  'personal-information',
  'billing',
  'users',
  'publishable-api-keys',
  'currencies',
  'regions',
  'payment-providers',
  'shipping',
  'tax-rates',
  'return-reasons',
  'locations',
] as const;

/** `/Store-Health//details/` → `/store-health/details`; `''` and `/` → `/`. */
export function normalizePath(path: string): string {
  const segments = path
    .trim()
    .split('/')
    .filter((segment) => segment.length > 0);
  return `/${segments.join('/')}`;
}

const segmentsOf = (path: string) => normalizePath(path).split('/').filter(Boolean);

/** True when `path` (normalized) matches `pattern`, where `:name` matches any one segment. */
function matches(pattern: string, path: string): boolean {
  const want = segmentsOf(pattern);
  const have = segmentsOf(path);
  return (
    want.length === have.length &&
    want.every(
      (segment, index) => segment.startsWith(':') || segment === have[index]?.toLowerCase(),
    )
  );
}

/** SPEC: "excludes paths beginning with /settings" (taken literally, so `/settings-x` too). */
export function isSettingsPath(path: string): boolean {
  return normalizePath(path).toLowerCase().startsWith(SETTINGS_PREFIX);
}

/** One of the core pages itself (`/products`, `/customers/groups`, `/oauth/stripe`). */
export function isCorePath(path: string): boolean {
  return CORE_ROUTE_PATHS.some((pattern) => matches(pattern, path));
}

/** `/users`, `/Users/`, `/users/roles` (settings-relative): the path of a built-in settings page. */
export function isCoreSettingsPath(path: string): boolean {
  const [first] = segmentsOf(path);
  return (
    first !== undefined && (CORE_SETTINGS_PATHS as readonly string[]).includes(first.toLowerCase())
  );
}

/**
 * The deepest core page `path` lies under, with the rest of the path: `/products/insights` →
 * `{ parent: 'products', rest: 'insights' }`; `/customers/groups/vip` → `{ parent:
 * 'customers/groups', rest: 'vip' }`. `null` when the path is not under a core page.
 */
export function coreParentOf(path: string): { parent: string; rest: string } | null {
  const have = segmentsOf(path);
  let best: { parent: string; rest: string } | null = null;
  let bestLength = 0;
  for (const pattern of CORE_ROUTE_PATHS) {
    const want = segmentsOf(pattern);
    if (want.length >= have.length || want.length <= bestLength) continue;
    const prefix = have.slice(0, want.length).join('/');
    if (matches(pattern, prefix)) {
      best = { parent: pattern, rest: have.slice(want.length).join('/') };
      bestLength = want.length;
    }
  }
  return best;
}
