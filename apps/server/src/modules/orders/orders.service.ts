import { sql } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { AppDeps } from '../../platform/context.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { StoredeskError } from '../../platform/errors.js';
import { consumeRateLimits } from '../../platform/rate-limit.js';
import { claimMail } from './orders.mail.js';
import { toOrder, type WireOrder } from './orders.mapper.js';
import { readOrderRows, type OrderFilter } from './orders.query.js';

const CLAIM_TTL = '15m';
const ISSUER = 'storedesk';

/** Claim-code mails per order, and lookups per order number, within the rate-limit window. */
const MAILS_PER_ORDER = 3;
const LOOKUPS_PER_ORDER = 10;

/** The fields of an order's address that say where and who; a lookup without proof hides them. */
const PERSONAL_ADDRESS_FIELDS = [
  'first_name',
  'last_name',
  'company',
  'address_1',
  'address_2',
  'city',
  'province',
  'postal_code',
  'phone',
  'metadata',
] as const;

function withoutPersonalAddress(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  return {
    ...value,
    ...Object.fromEntries(PERSONAL_ADDRESS_FIELDS.map((field) => [field, null])),
  };
}

const notFound = (id: string) =>
  new StoredeskError('not_found', `Order with id: ${id} was not found`);

/**
 * The store's order reads and claiming guest orders into an account (Medusa v1): every read is
 * one statement with the store in its WHERE, so another store's order is a 404 like a missing
 * one.
 */
export function createOrdersService(deps: Pick<AppDeps, 'db' | 'config' | 'mailer' | 'logger'>) {
  const { db, config } = deps;
  const { perAddress, windowSeconds } = config.authRateLimit;
  const key = new TextEncoder().encode(deps.config.jwtSecret);

  async function one(storeId: string, filter: OrderFilter): Promise<WireOrder | null> {
    const { rows } = await readOrderRows(db, storeId, filter, { limit: 1, offset: 0 });
    return rows[0] ? toOrder(rows[0]) : null;
  }

  return {
    async retrieve(storeId: string, id: string): Promise<WireOrder> {
      const order = await one(storeId, { id });
      if (!order) throw notFound(id);
      return order;
    },

    async retrieveByCart(storeId: string, cartId: string): Promise<WireOrder> {
      const order = await one(storeId, { cartId });
      if (!order) {
        throw new StoredeskError('not_found', `Order with cart id: ${cartId} was not found`);
      }
      return order;
    },

    /**
     * v1's lookup: exactly one order with this number and email (and postal code if given).
     * Numbers run in sequence and emails are no secret, so lookups are limited per address and
     * per order number, and a lookup without the shipping postal code answers the order's
     * progress but not where it ships or who to: its addresses come without names, streets,
     * cities, postal codes or phones, unless `viewerId` is the order's own customer.
     */
    async lookup(
      storeId: string,
      query: { display_id: number; email: string; postalCode?: string | undefined },
      asker: { address: string; viewerId: string | null },
    ): Promise<WireOrder> {
      await consumeRateLimits(db, [
        { key: `order-lookup:ip:${asker.address}`, limit: perAddress, windowSeconds },
        {
          key: `order-lookup:order:${storeId}:${query.display_id}`,
          limit: LOOKUPS_PER_ORDER,
          windowSeconds,
        },
      ]);
      const order = await one(storeId, { displayId: query.display_id, email: query.email });
      const address = order?.shipping_address as { postal_code?: string | null } | null;
      if (!order || (query.postalCode !== undefined && address?.postal_code !== query.postalCode)) {
        throw new StoredeskError(
          'not_found',
          `Order with display_id: ${query.display_id} and this email was not found`,
        );
      }
      const proven =
        query.postalCode !== undefined ||
        (asker.viewerId !== null && order.customer_id === asker.viewerId);
      if (proven) return order;
      return {
        ...order,
        shipping_address: withoutPersonalAddress(order.shipping_address),
        billing_address: withoutPersonalAddress(order.billing_address),
      } as WireOrder;
    },

    async listForCustomer(
      storeId: string,
      customerId: string,
      page: { limit: number; offset: number },
    ): Promise<{ orders: WireOrder[]; count: number }> {
      const { rows, count } = await readOrderRows(db, storeId, { customerId }, page);
      return { orders: rows.map(toOrder), count };
    },

    /**
     * Mails a token to the email of the orders (grouped per email, as v1 does) so the signed-in
     * customer can confirm they are theirs. Orders of other stores, or unknown ids, are left
     * out without saying so; nothing changes until the token comes back. Limited per address
     * and per order, so no one fills an inbox with claim mails.
     */
    async requestClaim(
      storeId: string,
      customer: { id: string },
      orderIds: readonly string[],
      address: string,
    ): Promise<void> {
      const rows = await withTenantTx(db, storeId, async (tx) => {
        const result = (await tx.execute(sql`SELECT id, email, display_id FROM "order"
            WHERE store_id = ${storeId} AND id IN (SELECT jsonb_array_elements_text(${JSON.stringify(orderIds)}::jsonb))
            ORDER BY display_id`)) as unknown as {
          rows: Array<{ id: string; email: string; display_id: number }>;
        };
        return result.rows;
      });
      await consumeRateLimits(db, [
        { key: `order-claim:ip:${address}`, limit: perAddress, windowSeconds },
        ...rows.map((row) => ({
          key: `order-claim:order:${storeId}:${row.id}`,
          limit: MAILS_PER_ORDER,
          windowSeconds,
        })),
      ]);
      const byEmail = new Map<string, typeof rows>();
      for (const row of rows) byEmail.set(row.email, [...(byEmail.get(row.email) ?? []), row]);
      for (const [email, orders] of byEmail) {
        const token = await new SignJWT({
          domain: 'order_claim',
          store_id: storeId,
          orders: orders.map((order) => order.id),
        })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setSubject(customer.id)
          .setIssuer(ISSUER)
          .setIssuedAt()
          .setExpirationTime(CLAIM_TTL)
          .sign(key);
        await deps.mailer.send(
          claimMail(
            email,
            orders.map((order) => order.display_id),
            token,
          ),
        );
      }
    },

    /**
     * The claim confirmed: the orders of the token become the claiming customer's, with their
     * email, in one statement. A token of another store, expired or forged, is a 400.
     */
    async confirmClaim(storeId: string, token: string): Promise<void> {
      let claim: { customerId: string; orders: string[] };
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'sub'],
        });
        if (
          payload.domain !== 'order_claim' ||
          payload.store_id !== storeId ||
          !Array.isArray(payload.orders)
        ) {
          throw new Error('not an order claim of this store');
        }
        claim = { customerId: payload.sub!, orders: payload.orders.map(String) };
      } catch {
        throw new StoredeskError(
          'invalid_data',
          'token: the code is not valid or has expired; ask for a new one.',
          'invalid_token',
        );
      }
      await withTenantTx(db, storeId, (tx) =>
        tx.execute(sql`UPDATE "order" o SET customer_id = c.id, email = c.email, updated_at = now()
          FROM customer c
          WHERE c.store_id = ${storeId} AND c.id = ${claim.customerId} AND c.deleted_at IS NULL
            AND o.store_id = ${storeId} AND o.id IN (SELECT jsonb_array_elements_text(${JSON.stringify(claim.orders)}::jsonb))`),
      );
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
