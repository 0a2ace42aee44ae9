import { sql } from 'drizzle-orm';
import type { SwapWithOrder } from '@storedesk/contract';
import type { AppDeps } from '../../platform/context.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/json.js';
import { StoredeskError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import type { OutboxDeps } from '../../platform/outbox/outbox.js';
import type { ProviderDeps } from '../../platform/providers/registry.js';
import { cartTx, readCart, type WireCart } from '../carts/cart.read.js';
import { StockShortageError } from '../stock/stock.js';
import { createPaymentProvidersService } from '../payment-providers/payment-providers.service.js';
import {
  authorizeCart,
  releaseAuthorization,
  type AuthorizationDeps,
} from './orders.complete.authorize.js';
import { writeOnce, writeOrder } from './orders.complete.write.js';
import { confirmationMail } from './orders.mail.js';
import type { WireOrder } from './orders.mapper.js';
import { createOrdersService } from './orders.service.js';

/**
 * What completing a cart answers: the order, the exchange an exchange's cart confirmed, or the
 * cart while the payment needs more.
 */
export type CheckoutResult =
  | { type: 'order'; order: WireOrder }
  | { type: 'swap'; swap: SwapWithOrder }
  | { type: 'cart'; cart: WireCart };

/**
 * Carts that do not become orders, completed by the area that owns them: an exchange's cart
 * (`type: 'swap'`) confirms its swap (modules/swaps, which builds on orders and is handed in).
 */
export interface OtherCarts {
  swap?(storeId: string, cartId: string): Promise<CheckoutResult>;
}

const isCartChanged = (error: unknown) =>
  error instanceof StoredeskError && error.code === 'cart_changed';

/**
 * Test seams at the points a crash would hit: after the provider authorised and before the
 * order's transaction, inside that transaction before it commits, and after the commit before
 * the confirmation is sent. A hook that throws stands for the process dying there (the database
 * then holds what a crash would leave); orders.crash-points.ts kills a real process there.
 */
export interface CompletionHooks {
  afterAuthorize?(cartId: string): Promise<void> | void;
  beforeCommit?(cartId: string, tx: Tx): Promise<void> | void;
  afterCommit?(cartId: string): Promise<void> | void;
}

/**
 * Hooks per database: tests set them on the database of the app under test
 * (`setCompletionHooks(test.database.db, ...)`); nothing else does.
 */
const hooksByDb = new WeakMap<Db, CompletionHooks>();

export function setCompletionHooks(db: Db, hooks: CompletionHooks): void {
  hooksByDb.set(db, hooks);
}

/**
 * Completing a cart into an order, exactly once and never oversold (docs/checkout.md), as the store API (`POST /store/carts/{id}/complete`), Stripe's webhook and draft
 * orders' mark-paid all do it:
 *
 * 1. read the cart (the carts area's one reader); a completed one answers its order;
 * 2. authorise the selected payment session with its provider, OUTSIDE any transaction (a
 *    provider call can take seconds; no row is locked meanwhile), with a key derived from the
 *    cart and session, then record the authorisation on the session so a retry does not ask
 *    the provider again (orders.complete.authorize.ts);
 * 3. ONE transaction: the cart is marked completed only if it is not (the check is the UPDATE
 *    itself, so of concurrent completions exactly one goes on; the others wait for it and then
 *    answer its order), the stock of every line is reserved by one conditional statement that
 *    never goes below zero, and the order (with the store's next display id), its lines,
 *    shipping methods and payment are written by one more statement, which also queues the
 *    order's confirmation in the mail outbox (so an order exists exactly when its mail is due)
 *    (orders.complete.write.ts). A shortage rolls all of it back: the authorisation is
 *    released and the answer is a 409 naming the line.
 *
 * The answer is the order as the orders area reads it (orders.service.ts). Its confirmation,
 * queued by the order's own transaction, is sent right after the commit from here; when this
 * process dies first or the mail server fails, the outbox's sweep sends it later
 * (platform/outbox/outbox.ts). A mail server's trouble never undoes an order.
 */
export function createCheckout(deps: AppDeps & ProviderDeps & OutboxDeps, others: OtherCarts = {}) {
  const { db, providers, mailOutbox } = deps;
  const orders = createOrdersService(deps);
  const payment: AuthorizationDeps = {
    db,
    logger: deps.logger,
    providers,
    settingsFor: createPaymentProvidersService(deps).settingsFor,
  };
  const hooks = (): CompletionHooks => hooksByDb.get(db) ?? {};
  const cartOf = (storeId: string, cartId: string) => readCart(db, storeId, cartId, { providers });

  /** The order a completed cart became (there is one: both are written in one transaction). */
  async function orderOfCart(storeId: string, cartId: string): Promise<string> {
    const rows = await cartTx(db, storeId, (tx) =>
      rowsOf<{ id: string }>(
        tx,
        sql`SELECT id FROM "order" WHERE store_id = ${storeId} AND cart_id = ${cartId}`,
      ),
    );
    if (!rows[0]) {
      throw new StoredeskError('unexpected_state', `Cart ${cartId} is completed but has no order.`);
    }
    return rows[0].id;
  }

  /** The answer of a cart that became an order before this completion. */
  async function placedBefore(storeId: string, cartId: string): Promise<CheckoutResult> {
    return {
      type: 'order',
      order: await orders.retrieve(storeId, await orderOfCart(storeId, cartId)),
    };
  }

  return {
    async complete(storeId: string, cartId: string): Promise<CheckoutResult> {
      const cart = await cartOf(storeId, cartId);
      if (!cart) throw new StoredeskError('not_found', `Cart with id: ${cartId} was not found`);
      if (cart['type'] === 'swap') {
        if (!others.swap) {
          throw new StoredeskError(
            'invalid_data',
            "An exchange's cart is completed through the store API",
            'swap_cart',
          );
        }
        return others.swap(storeId, cartId);
      }
      if (cart.completed_at) return placedBefore(storeId, cartId);
      if (cart.items.length === 0) {
        throw new StoredeskError('invalid_data', 'items: Cannot create order from empty cart');
      }
      if (!cart.email) {
        throw new StoredeskError(
          'invalid_data',
          'email: the cart needs an email before it can complete.',
        );
      }
      const authorized = await authorizeCart(payment, storeId, cart);
      if (authorized && authorized.status !== 'authorized') {
        // The provider needs more from the shopper (3-D Secure, a confirmation in the
        // browser): v1 answers the cart, with nothing written.
        return { type: 'cart', cart: (await cartOf(storeId, cartId)) ?? cart };
      }
      await hooks().afterAuthorize?.(cart.id);
      const orderId = newId('order');
      const mailId = mailOutbox.enabled ? newId('mail') : null;
      try {
        const created = await writeOnce(() =>
          writeOrder(db, storeId, cart, authorized, { orderId, mailId }, (tx) =>
            hooks().beforeCommit?.(cart.id, tx),
          ),
        );
        if (!created) return await placedBefore(storeId, cartId);
        await hooks().afterCommit?.(cart.id);
        const order = await orders.retrieve(storeId, orderId);
        if (mailId) mailOutbox.send(storeId, mailId, confirmationMail(order, created.locale));
        return { type: 'order', order };
      } catch (error) {
        // No order: what was authorised for it is released (a changed cart is paid again).
        if (error instanceof StockShortageError || isCartChanged(error)) {
          await releaseAuthorization(payment, storeId, cart);
        }
        throw error;
      }
    },
  };
}

export type Checkout = ReturnType<typeof createCheckout>;
