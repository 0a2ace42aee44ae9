import { sql } from 'drizzle-orm';
import { rowsOf } from '../../platform/db/json.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { StoredeskError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import type { PaymentContext, PaymentResult } from '../../platform/providers/payment.js';
import { providerRefusal, type SessionDeps } from '../carts/payment-sessions.js';
import { refused } from '../orders/orders.admin.shared.js';
import { collectionNotFound } from './order-edits.read.js';

/*
 * Payment collections (Medusa v1 `/store/payment-collections`, `/admin/payment-collections`):
 * what a customer pays for an order edit that costs more. A shopper starts a session with a
 * provider of the order's region and authorises it; the authorisation becomes a payment of the
 * collection, which joins the order when the edit is confirmed. Provider calls are made outside
 * any transaction with keys derived from the session, as the cart's are; the statement that
 * records an authorisation turns the collection `authorized` only while it is not already, so
 * two authorisations at once make one payment.
 */

interface CollectionRow {
  id: string;
  status: string;
  amount: number;
  currency_code: string;
  region_id: string;
  email: string | null;
  customer_id: string | null;
  providers: string[];
}

interface SessionRow {
  id: string;
  provider_id: string;
  status: string;
  data: Record<string, unknown>;
}

const CLOSED = ['authorized', 'canceled'];

export function createPaymentCollections(deps: SessionDeps) {
  const { db, providers } = deps;
  const tx = <T>(storeId: string, fn: Parameters<typeof withTenantTx<T>>[2]) =>
    withTenantTx(db, storeId, fn, { catalog: false });

  async function collectionOf(storeId: string, id: string): Promise<CollectionRow> {
    const [row] = await tx(storeId, (t) =>
      rowsOf<CollectionRow>(
        t,
        sql`SELECT pc.id, pc.status, pc.amount, pc.currency_code, pc.region_id, o.email,
            o.customer_id,
            coalesce((SELECT array_agg(rp.provider_id ORDER BY rp.provider_id)
              FROM region_payment_provider rp
              WHERE rp.store_id = pc.store_id AND rp.region_id = pc.region_id), '{}') AS providers
          FROM payment_collection pc
          LEFT JOIN order_edit e ON e.store_id = pc.store_id AND e.payment_collection_id = pc.id
          LEFT JOIN "order" o ON o.store_id = e.store_id AND o.id = e.order_id
          WHERE pc.store_id = ${storeId} AND pc.id = ${id} AND pc.deleted_at IS NULL`,
      ),
    );
    if (!row) throw collectionNotFound(id);
    return row;
  }

  async function contextOf(
    storeId: string,
    collection: CollectionRow,
    providerId: string,
    key: string,
  ): Promise<PaymentContext> {
    const settings = await deps.settingsFor(db, storeId, providerId);
    if (!settings) {
      throw refused(`provider_id: ${providerId} is not set up for this store`, 'not_configured');
    }
    return {
      storeId,
      currencyCode: collection.currency_code,
      amount: Number(collection.amount),
      resourceId: collection.id,
      email: collection.email,
      customerId: collection.customer_id,
      idempotencyKey: key,
      settings,
    };
  }

  function providerFor(collection: CollectionRow, providerId: string, field: string) {
    const provider = providers.payment(providerId);
    if (!provider || !collection.providers.includes(providerId)) {
      throw refused(
        `${field}: ${providerId} is not a payment provider of the order's region (${collection.providers.join(', ') || 'none'})`,
      );
    }
    return provider;
  }

  /** Starts a session with a provider (a new one replaces the collection's session with it). */
  async function startSession(
    storeId: string,
    collection: CollectionRow,
    providerId: string,
    input: Record<string, unknown> | undefined,
    field: string,
  ): Promise<string> {
    if (CLOSED.includes(collection.status)) {
      throw refused(
        `The payment collection is ${collection.status}; nothing more can be paid`,
        'collection_closed',
      );
    }
    const provider = providerFor(collection, providerId, field);
    const id = newId('ps');
    const context = await contextOf(storeId, collection, providerId, `${id}:initiate`);
    const result: PaymentResult = await provider.initiate(context).catch(providerRefusal);
    let data = result.data;
    if (input) {
      try {
        data = provider.acceptInput ? provider.acceptInput(input, data) : { ...data, ...input };
      } catch (error) {
        providerRefusal(error);
      }
    }
    const [written] = await tx(storeId, (t) =>
      rowsOf<{ id: string }>(
        t,
        sql`WITH open AS (
            UPDATE payment_collection SET status = 'awaiting', updated_at = now()
            WHERE store_id = ${storeId} AND id = ${collection.id}
              AND status IN ('not_paid', 'awaiting') AND deleted_at IS NULL
            RETURNING id
          )
          INSERT INTO payment_session (store_id, id, payment_collection_id, provider_id,
            is_selected, is_initiated, status, data, amount)
          SELECT ${storeId}, ${id}, open.id, ${providerId}, true, true, ${result.status},
            ${JSON.stringify(data)}::jsonb, ${Number(collection.amount)}
          FROM open
          ON CONFLICT (store_id, payment_collection_id, provider_id)
            WHERE payment_collection_id IS NOT NULL
          DO UPDATE SET id = excluded.id, status = excluded.status, data = excluded.data,
            amount = excluded.amount, payment_authorized_at = NULL, updated_at = now()
          RETURNING id`,
      ),
    );
    if (!written) {
      throw refused('The payment collection was paid or canceled meanwhile', 'collection_closed');
    }
    return written.id;
  }

  return {
    /** `POST /store/payment-collections/{id}/sessions`. */
    async manageSession(
      storeId: string,
      id: string,
      input: { provider_id: string; data?: Record<string, unknown> | undefined },
    ): Promise<void> {
      const collection = await collectionOf(storeId, id);
      await startSession(storeId, collection, input.provider_id, input.data, 'provider_id');
    },

    /**
     * `POST /store/payment-collections/{id}/sessions/batch`: one session per provider named
     * (a collection is paid whole by one of them: each amount must be the collection's).
     */
    async manageSessions(
      storeId: string,
      id: string,
      sessions: Array<{
        provider_id: string;
        amount: number;
        data?: Record<string, unknown> | undefined;
      }>,
    ): Promise<void> {
      const collection = await collectionOf(storeId, id);
      for (const [n, session] of sessions.entries()) {
        if (session.amount !== Number(collection.amount)) {
          throw refused(
            `sessions[${n}].amount: a session pays the whole collection (${collection.amount})`,
          );
        }
      }
      for (const [n, session] of sessions.entries()) {
        await startSession(
          storeId,
          collection,
          session.provider_id,
          session.data,
          `sessions[${n}].provider_id`,
        );
      }
    },

    /** `POST /store/payment-collections/{id}/sessions/{session_id}`: a fresh session. */
    async refreshSession(storeId: string, id: string, sessionId: string): Promise<string> {
      const collection = await collectionOf(storeId, id);
      const session = await sessionOf(storeId, id, sessionId);
      return startSession(storeId, collection, session.provider_id, undefined, 'session_id');
    },

    /**
     * `POST /store/payment-collections/{id}/sessions/{session_id}/authorize`: the provider
     * authorises the whole amount, and one statement records the payment and the collection's
     * new status, only while the collection is not authorised yet.
     */
    async authorizeSession(storeId: string, id: string, sessionId: string): Promise<void> {
      const collection = await collectionOf(storeId, id);
      const session = await sessionOf(storeId, id, sessionId);
      if (session.status === 'authorized') return;
      if (collection.status === 'authorized') {
        throw new StoredeskError(
          'conflict',
          'The payment collection was authorised by another payment',
          'collection_closed',
        );
      }
      if (collection.status === 'canceled') {
        throw refused('The payment collection is canceled', 'collection_closed');
      }
      const provider = providerFor(collection, session.provider_id, 'session_id');
      const context = await contextOf(
        storeId,
        collection,
        session.provider_id,
        `${session.id}:authorize`,
      );
      let result: PaymentResult;
      try {
        const { card: _card, ...kept } = session.data;
        result = await provider.authorize(context, kept, session.data);
      } catch (error) {
        providerRefusal(error);
      }
      const paymentId = newId('pay');
      const [recorded] = await tx(storeId, (t) =>
        rowsOf<{ id: string }>(
          t,
          sql`WITH session AS (
              UPDATE payment_session SET status = ${result.status},
                data = ${JSON.stringify(result.data)}::jsonb,
                payment_authorized_at = CASE WHEN ${result.status} = 'authorized' THEN now() END,
                updated_at = now()
              WHERE store_id = ${storeId} AND id = ${session.id}
                AND payment_collection_id = ${id}
              RETURNING id
            ), collection AS (
              UPDATE payment_collection SET status = 'authorized',
                authorized_amount = amount, updated_at = now()
              WHERE store_id = ${storeId} AND id = ${id} AND ${result.status} = 'authorized'
                AND status IN ('not_paid', 'awaiting') AND deleted_at IS NULL
                AND EXISTS (SELECT 1 FROM session)
              RETURNING id, amount, currency_code
            )
            INSERT INTO payment (store_id, id, payment_collection_id, order_id, amount,
              currency_code, provider_id, data, idempotency_key)
            SELECT ${storeId}, ${paymentId}, collection.id,
              -- Paid after staff confirmed the edit: the payment joins the order at once.
              (SELECT e.order_id FROM order_edit e WHERE e.store_id = ${storeId}
                AND e.payment_collection_id = collection.id AND e.confirmed_at IS NOT NULL),
              collection.amount, collection.currency_code, ${session.provider_id},
              ${JSON.stringify(result.data)}::jsonb, ${`${session.id}:authorize`}
            FROM collection
            RETURNING id`,
        ),
      );
      if (result.status !== 'authorized') {
        throw new StoredeskError(
          'invalid_data',
          `session_id: the payment was ${result.status === 'requires_more' ? 'not finished' : 'refused'} by ${session.provider_id}; pay again or choose another way to pay.`,
          'payment_authorization_error',
        );
      }
      if (!recorded) {
        // Another session authorised the collection first: this authorisation is not needed.
        await provider.cancel(context, result.data).catch(() => undefined);
        throw new StoredeskError(
          'conflict',
          'The payment collection was authorised by another payment meanwhile',
          'collection_closed',
        );
      }
    },

    /** `POST /admin/payment-collections/{id}/authorize`: staff mark it paid outside. */
    async markAuthorized(storeId: string, id: string): Promise<void> {
      const [row] = await tx(storeId, (t) =>
        rowsOf<{ status: string; marked: boolean }>(
          t,
          sql`WITH marked AS (
              UPDATE payment_collection SET status = 'authorized', authorized_amount = amount,
                updated_at = now()
              WHERE store_id = ${storeId} AND id = ${id} AND deleted_at IS NULL
                AND status IN ('not_paid', 'awaiting', 'partially_authorized')
              RETURNING id
            )
            SELECT status, EXISTS (SELECT 1 FROM marked) AS marked FROM payment_collection
            WHERE store_id = ${storeId} AND id = ${id} AND deleted_at IS NULL`,
        ),
      );
      if (!row) throw collectionNotFound(id);
      if (!row.marked && row.status === 'canceled') {
        throw refused('A canceled payment collection cannot be marked as authorized');
      }
    },

    /** `POST /admin/payment-collections/{id}`: its description and metadata. */
    async update(
      storeId: string,
      id: string,
      input: { description?: string | undefined; metadata?: Record<string, unknown> | undefined },
    ): Promise<void> {
      const [row] = await tx(storeId, (t) =>
        rowsOf<{ id: string }>(
          t,
          sql`UPDATE payment_collection SET
              description = coalesce(${input.description ?? null}, description),
              metadata = CASE WHEN ${input.metadata ? JSON.stringify(input.metadata) : null}::jsonb
                IS NULL THEN metadata
                ELSE coalesce(metadata, '{}'::jsonb) || ${JSON.stringify(input.metadata ?? {})}::jsonb END,
              updated_at = now()
            WHERE store_id = ${storeId} AND id = ${id} AND deleted_at IS NULL
            RETURNING id`,
        ),
      );
      if (!row) throw collectionNotFound(id);
    },

    /** `DELETE /admin/payment-collections/{id}`: only one nothing was paid with (v1). */
    async remove(storeId: string, id: string): Promise<void> {
      const [row] = await tx(storeId, (t) =>
        rowsOf<{ status: string; deleted: boolean }>(
          t,
          sql`WITH gone AS (
              UPDATE payment_collection SET deleted_at = now(), updated_at = now()
              WHERE store_id = ${storeId} AND id = ${id} AND deleted_at IS NULL
                AND status IN ('not_paid', 'awaiting', 'canceled')
              RETURNING id
            )
            SELECT status, EXISTS (SELECT 1 FROM gone) AS deleted FROM payment_collection
            WHERE store_id = ${storeId} AND id = ${id} AND deleted_at IS NULL`,
        ),
      );
      if (!row) throw collectionNotFound(id);
      if (!row.deleted && row.status !== 'canceled') {
        throw refused(`Cannot delete payment collection with status ${row.status}`);
      }
    },
  };

  async function sessionOf(storeId: string, id: string, sessionId: string): Promise<SessionRow> {
    const [session] = await tx(storeId, (t) =>
      rowsOf<SessionRow>(
        t,
        sql`SELECT id, provider_id, status, data FROM payment_session
          WHERE store_id = ${storeId} AND id = ${sessionId} AND payment_collection_id = ${id}`,
      ),
    );
    if (!session) {
      throw new StoredeskError(
        'not_found',
        `Payment Session with id ${sessionId} was not found in the payment collection`,
      );
    }
    return session;
  }
}

export type PaymentCollections = ReturnType<typeof createPaymentCollections>;
