/**
 * The session cart (SPEC points 4, 5): a browser-only cart priced from the variants' prices in
 * the region's currency. Pure: every action returns a new state and never mutates the old one.
 *
 * After every action each item's `total` is its variant's price (minor units) in the region's
 * currency (missing price: 0), `totalItems` is the sum of quantities and `total` the sum of
 * quantity × item total. Quantities never exceed the variant's `inventory_quantity` when known.
 */
import { getVariantPrice, type MoneyAmount } from '../money.js';

export interface SessionCartRegion {
  currency_code?: string;
  /** Percent. */
  tax_rate?: number | null;
  [key: string]: unknown;
}

export interface SessionCartVariant {
  id: string;
  prices: MoneyAmount[];
  /** Stock; when known, caps the line's quantity. */
  inventory_quantity?: number | null;
  [key: string]: unknown;
}

export interface SessionCartItem {
  variant: SessionCartVariant;
  quantity: number;
  /** Unit price in minor units in the region's currency (computed). */
  total: number;
}

/** What callers pass: the total is computed, and a missing quantity means 1. */
export interface SessionCartItemInput {
  variant: SessionCartVariant;
  quantity?: number;
  total?: number;
}

export interface SessionCartState {
  /** `{}` until a region is set. */
  region: SessionCartRegion;
  items: SessionCartItem[];
  total: number;
  totalItems: number;
}

export type SessionCartAction =
  | { type: 'NONE' }
  | { type: 'ADD_ITEM'; item: SessionCartItemInput }
  | { type: 'SET_ITEMS'; items: SessionCartItemInput[] }
  | { type: 'REMOVE_ITEM'; variantId: string }
  | { type: 'UPDATE_ITEM'; variantId: string; item: Partial<SessionCartItemInput> }
  | { type: 'SET_ITEM_QUANTITY'; variantId: string; quantity: number }
  | { type: 'INCREMENT_ITEM_QUANTITY'; variantId: string }
  | { type: 'DECREMENT_ITEM_QUANTITY'; variantId: string }
  | { type: 'CLEAR_ITEMS' }
  | { type: 'SET_REGION'; region: SessionCartRegion };

/** SPEC point 9: an empty session cart has an empty region, no items and totals 0. */
export function emptySessionCart(): SessionCartState {
  return { region: {}, items: [], total: 0, totalItems: 0 };
}

export const REGION_MESSAGE = 'region must be a non-empty object';
export const ITEM_MESSAGE = 'item must be a non-empty object';
export const ITEMS_MESSAGE = 'items must be an array of items';
export const VARIANT_MESSAGE = 'item.variant must be an object with a string id';

function isNonEmptyObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).length > 0
  );
}

function hasVariant(value: Record<string, unknown>): boolean {
  const variant = value.variant;
  return (
    typeof variant === 'object' &&
    variant !== null &&
    typeof (variant as { id?: unknown }).id === 'string'
  );
}

export function assertRegion(region: unknown): asserts region is SessionCartRegion {
  if (!isNonEmptyObject(region)) throw new Error(REGION_MESSAGE);
}

export function assertItem(item: unknown): asserts item is SessionCartItemInput {
  if (!isNonEmptyObject(item)) throw new Error(ITEM_MESSAGE);
  if (!hasVariant(item)) throw new Error(VARIANT_MESSAGE);
}

export function assertItems(items: unknown): asserts items is SessionCartItemInput[] {
  if (!Array.isArray(items) || !items.every((item) => isNonEmptyObject(item) && hasVariant(item)))
    throw new Error(ITEMS_MESSAGE);
}

/** Throws the SPEC message when the action's payload is not acceptable; otherwise nothing. */
export function validateSessionCartAction(action: SessionCartAction): void {
  switch (action.type) {
    case 'ADD_ITEM':
      return assertItem(action.item);
    case 'SET_ITEMS':
      return assertItems(action.items);
    case 'SET_REGION':
      return assertRegion(action.region);
    default:
      return;
  }
}

/** The most a line may hold: its stock when known (never below 0), otherwise no limit. */
function maxQuantity(variant: SessionCartVariant): number {
  const stock = variant.inventory_quantity;
  return typeof stock === 'number' && Number.isFinite(stock)
    ? Math.max(0, Math.floor(stock))
    : Infinity;
}

/**
 * A quantity someone asked for: whole, at least 1 (0 or less, or not a number, becomes 1),
 * then capped at stock. The cap wins, so an out-of-stock variant (stock 0) gets 0.
 */
export function explicitQuantity(quantity: unknown, variant: SessionCartVariant): number {
  const whole =
    typeof quantity === 'number' && Number.isFinite(quantity) ? Math.floor(quantity) : 1;
  return Math.min(Math.max(whole, 1), maxQuantity(variant));
}

function toItem(input: SessionCartItemInput): SessionCartItem {
  return {
    variant: input.variant,
    quantity: explicitQuantity(input.quantity, input.variant),
    total: 0,
  };
}

/** Reprices every item in the region's currency and recomputes both totals. */
export function generateCartState(
  region: SessionCartRegion,
  items: readonly SessionCartItem[],
): SessionCartState {
  const priced = items.map((item) => ({
    ...item,
    quantity: Math.min(item.quantity, maxQuantity(item.variant)),
    total: getVariantPrice(item.variant, region),
  }));
  return {
    region,
    items: priced,
    totalItems: priced.reduce((sum, item) => sum + item.quantity, 0),
    total: priced.reduce((sum, item) => sum + item.quantity * item.total, 0),
  };
}

function withQuantity(
  state: SessionCartState,
  variantId: string,
  next: (item: SessionCartItem) => number,
): SessionCartState {
  if (!state.items.some((item) => item.variant.id === variantId)) return state;
  return generateCartState(
    state.region,
    state.items.map((item) =>
      item.variant.id === variantId ? { ...item, quantity: next(item) } : item,
    ),
  );
}

/** Throws on an invalid payload (see `validateSessionCartAction`); callers validate first. */
export function sessionCartReducer(
  state: SessionCartState,
  action: SessionCartAction,
): SessionCartState {
  validateSessionCartAction(action);
  switch (action.type) {
    case 'NONE':
      return state;
    case 'ADD_ITEM': {
      // Same variant: the new line replaces the old one (at the end of the list).
      const others = state.items.filter((item) => item.variant.id !== action.item.variant.id);
      return generateCartState(state.region, [...others, toItem(action.item)]);
    }
    case 'SET_ITEMS': {
      // One line per variant: a later entry for the same variant replaces an earlier one.
      const byVariant = new Map<string, SessionCartItem>();
      for (const input of action.items) {
        byVariant.delete(input.variant.id);
        byVariant.set(input.variant.id, toItem(input));
      }
      return generateCartState(state.region, [...byVariant.values()]);
    }
    case 'REMOVE_ITEM':
      return generateCartState(
        state.region,
        state.items.filter((item) => item.variant.id !== action.variantId),
      );
    case 'UPDATE_ITEM': {
      if (!state.items.some((item) => item.variant.id === action.variantId)) return state;
      return generateCartState(
        state.region,
        state.items.map((item) => {
          if (item.variant.id !== action.variantId) return item;
          // The line is known by its variant id; an update cannot change it.
          const variant = { ...(action.item.variant ?? item.variant), id: item.variant.id };
          const quantity =
            action.item.quantity === undefined
              ? item.quantity
              : explicitQuantity(action.item.quantity, variant);
          return { variant, quantity, total: 0 };
        }),
      );
    }
    case 'SET_ITEM_QUANTITY':
      return withQuantity(state, action.variantId, (item) =>
        explicitQuantity(action.quantity, item.variant),
      );
    case 'INCREMENT_ITEM_QUANTITY':
      return withQuantity(state, action.variantId, (item) => item.quantity + 1);
    case 'DECREMENT_ITEM_QUANTITY':
      // SPEC: decrement floors at 0 (the line stays, with quantity 0).
      return withQuantity(state, action.variantId, (item) => Math.max(item.quantity - 1, 0));
    case 'CLEAR_ITEMS':
      return { ...state, items: [], total: 0, totalItems: 0 };
    case 'SET_REGION':
      return generateCartState(action.region, state.items);
  }
}

/**
 * A stored cart, checked and recomputed (totals are never trusted); `null` when the value is
 * not a cart (corrupt or from another shape).
 */
export function restoreSessionCart(value: unknown): SessionCartState | null {
  if (typeof value !== 'object' || value === null) return null;
  const { region, items } = value as { region?: unknown; items?: unknown };
  if (typeof region !== 'object' || region === null || Array.isArray(region)) return null;
  if (!Array.isArray(items)) return null;
  const restored: SessionCartItem[] = [];
  for (const item of items as unknown[]) {
    if (!isNonEmptyObject(item) || !hasVariant(item)) return null;
    const variant = item.variant as SessionCartVariant;
    if (!Array.isArray(variant.prices)) return null;
    const quantity = item.quantity;
    if (typeof quantity !== 'number' || !Number.isFinite(quantity) || quantity < 0) return null;
    restored.push({ variant, quantity: Math.floor(quantity), total: 0 });
  }
  return generateCartState(region as SessionCartRegion, restored);
}
