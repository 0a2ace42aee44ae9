import { createCartCore, type CartDeps } from './carts.core.js';
import { createCartCreation } from './carts.create.js';
import { createCartLines } from './carts.lines.js';
import { createCartPayments } from './carts.payments.js';
import { createCartShipping } from './carts.shipping.js';
import { createCartUpdate } from './carts.update.js';

export type { Shopper } from './carts.core.js';

/**
 * The carts of the store API, one use case per file, each over the same core (carts.core.ts:
 * the cart locked while a command changes it, one transaction per command, re-priced and
 * re-taxed after it). The routes take the use cases by name; draft orders take the whole
 * service.
 */
export function cartUseCases(deps: CartDeps) {
  const core = createCartCore(deps);
  return {
    core,
    creation: createCartCreation(core),
    updates: createCartUpdate(core),
    lines: createCartLines(core),
    shipping: createCartShipping(core),
    payments: createCartPayments(core),
  };
}

/** Every cart command in one object, for modules that drive a cart (draft orders). */
export function createCartsService(deps: CartDeps) {
  const { core, creation, updates, lines, shipping, payments } = cartUseCases(deps);
  return {
    sessions: core.sessions,
    retrieve: core.retrieve,
    staffChange: core.staffChange,
    ...creation,
    ...updates,
    ...lines,
    ...shipping,
    ...payments,
  };
}

export type CartsService = ReturnType<typeof createCartsService>;
