import {
  AdminGetOrderEditsParams,
  AdminOrderEditItemChangeDeleteRes,
  AdminOrderEditsListRes,
  AdminOrderEditsRes,
  AdminPaymentRes,
  AdminPostOrderEditsEditLineItemsLineItemReq,
  AdminPostOrderEditsEditLineItemsReq,
  AdminPostOrderEditsOrderEditReq,
  AdminPostOrderEditsReq,
  AdminPostOrderEditsRequestConfirmationReq,
  AdminPostPaymentRefundsReq,
  AdminRefundRes,
  AdminUpdatePaymentCollectionsReq,
  DeleteRes,
  IdParams,
  OrderEditChangeParams,
  OrderEditItemParams,
  PaymentCollectionSessionParams,
  PaymentCollectionsRes,
  PaymentCollectionsSessionRes,
  StoreOrderEditsRes,
  StorePostOrderEditsOrderEditDecline,
  StorePostPaymentCollectionsBatchSessionsAuthorizeReq,
  StorePostPaymentCollectionsBatchSessionsReq,
  StorePostPaymentCollectionsSessionsReq,
} from '@storedesk/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { staff, STOREFRONT } from '../../platform/access.js';
import type { AppDeps } from '../../platform/context.js';
import { rowsOf } from '../../platform/db/json.js';
import { TenantQuery, tenantRead, withTenantTx } from '../../platform/db/tx.js';
import { StoredeskError } from '../../platform/errors.js';
import { adminCtx, idempotencyKey, storeCtx, typed } from '../../platform/http.js';
import type { OutboxDeps } from '../../platform/outbox/outbox.js';
import type { ProviderDeps } from '../../platform/providers/registry.js';
import { signedInCustomer } from '../customers/customer-session.js';
import { createOrderPayments } from '../orders/orders.payments.js';
import { paymentJson } from '../orders/payment.shape.js';
import { createOrderRefunds } from '../orders/orders.refunds.js';
import { createPaymentProvidersService } from '../payment-providers/payment-providers.service.js';
import { listOrderEdits, readOrderEdit, readPaymentCollection } from './order-edits.read.js';
import { createOrderEdits } from './order-edits.service.js';
import { createPaymentCollections } from './payment-collections.js';

/** v1's page of order edits. */
const EDITS_PAGE = 20;

/**
 * Order edits, payment collections and payments (Medusa v1 paths and envelopes):
 * docs/order-edits.md. Staff edit with `operate`; the shopper reads, declines and completes an
 * edit by its id, which the edit's mail carries (docs/store-api.md), and pays its collection.
 */
export async function orderEditsRoutes(
  instance: FastifyInstance,
  deps: AppDeps & ProviderDeps & OutboxDeps,
): Promise<void> {
  const app = typed(instance);
  const { db } = deps;
  const edits = createOrderEdits(deps);
  const collections = createPaymentCollections({
    ...deps,
    settingsFor: createPaymentProvidersService(deps).settingsFor,
  });
  const payments = createOrderPayments(deps);
  const refunds = createOrderRefunds(deps);
  const editRes = { response: { 200: AdminOrderEditsRes } };
  const answer = async (storeId: string, id: string) => ({
    order_edit: await readOrderEdit(db, storeId, id),
  });
  const collectionAnswer = async (storeId: string, id: string) => ({
    payment_collection: await readPaymentCollection(db, storeId, id),
  });

  app.post(
    '/admin/order-edits',
    { config: staff('operate'), schema: { body: AdminPostOrderEditsReq, ...editRes } },
    async (request, reply) => {
      const ctx = adminCtx(request);
      const key = idempotencyKey(request, reply) ?? null;
      const id = await edits.create(ctx.storeId, request.body, { id: ctx.actor.userId }, key);
      return answer(ctx.storeId, id);
    },
  );

  app.get(
    '/admin/order-edits',
    {
      config: staff('read'),
      schema: { querystring: AdminGetOrderEditsParams, response: { 200: AdminOrderEditsListRes } },
    },
    async (request) => {
      const { query } = request;
      const limit = query.limit ?? EDITS_PAGE;
      const offset = query.offset ?? 0;
      const page = await listOrderEdits(
        db,
        adminCtx(request).storeId,
        { orderId: query.order_id, q: query.q },
        { limit, offset },
      );
      return { ...page, limit, offset };
    },
  );

  app.get(
    '/admin/order-edits/:id',
    { config: staff('read'), schema: { params: IdParams, ...editRes } },
    async (request) => answer(adminCtx(request).storeId, request.params.id),
  );

  app.post(
    '/admin/order-edits/:id',
    {
      config: staff('operate'),
      schema: { params: IdParams, body: AdminPostOrderEditsOrderEditReq, ...editRes },
    },
    async (request) => {
      const { storeId } = adminCtx(request);
      await edits.update(storeId, request.params.id, request.body);
      return answer(storeId, request.params.id);
    },
  );

  app.delete(
    '/admin/order-edits/:id',
    { config: staff('operate'), schema: { params: IdParams, response: { 200: DeleteRes } } },
    async (request) => {
      await edits.remove(adminCtx(request).storeId, request.params.id);
      return { id: request.params.id, object: 'order_edit', deleted: true as const };
    },
  );

  app.post(
    '/admin/order-edits/:id/items',
    {
      config: staff('operate'),
      schema: { params: IdParams, body: AdminPostOrderEditsEditLineItemsReq, ...editRes },
    },
    async (request, reply) => {
      const { storeId } = adminCtx(request);
      const key = idempotencyKey(request, reply) ?? null;
      await edits.addItem(storeId, request.params.id, request.body, key);
      return answer(storeId, request.params.id);
    },
  );

  app.post(
    '/admin/order-edits/:id/items/:item_id',
    {
      config: staff('operate'),
      schema: {
        params: OrderEditItemParams,
        body: AdminPostOrderEditsEditLineItemsLineItemReq,
        ...editRes,
      },
    },
    async (request) => {
      const { storeId } = adminCtx(request);
      const { id, item_id: itemId } = request.params;
      await edits.updateItem(storeId, id, itemId, request.body.quantity);
      return answer(storeId, id);
    },
  );

  app.delete(
    '/admin/order-edits/:id/items/:item_id',
    { config: staff('operate'), schema: { params: OrderEditItemParams, ...editRes } },
    async (request, reply) => {
      const { storeId } = adminCtx(request);
      const { id, item_id: itemId } = request.params;
      await edits.removeItem(storeId, id, itemId, idempotencyKey(request, reply) ?? null);
      return answer(storeId, id);
    },
  );

  app.delete(
    '/admin/order-edits/:id/changes/:change_id',
    {
      config: staff('operate'),
      schema: {
        params: OrderEditChangeParams,
        response: { 200: AdminOrderEditItemChangeDeleteRes },
      },
    },
    async (request) => {
      const { id, change_id: changeId } = request.params;
      await edits.deleteChange(adminCtx(request).storeId, id, changeId);
      return { id: changeId, object: 'item_change' as const, deleted: true as const };
    },
  );

  app.post(
    '/admin/order-edits/:id/request',
    {
      config: staff('operate'),
      schema: { params: IdParams, body: AdminPostOrderEditsRequestConfirmationReq, ...editRes },
    },
    async (request) => {
      const ctx = adminCtx(request);
      await edits.request(ctx.storeId, request.params.id, request.body ?? {}, {
        id: ctx.actor.userId,
      });
      return answer(ctx.storeId, request.params.id);
    },
  );

  app.post(
    '/admin/order-edits/:id/confirm',
    { config: staff('operate'), schema: { params: IdParams, ...editRes } },
    async (request) => {
      const ctx = adminCtx(request);
      await edits.confirm(ctx.storeId, request.params.id, { id: ctx.actor.userId }, false);
      return answer(ctx.storeId, request.params.id);
    },
  );

  app.post(
    '/admin/order-edits/:id/cancel',
    { config: staff('operate'), schema: { params: IdParams, ...editRes } },
    async (request) => {
      const ctx = adminCtx(request);
      await edits.cancel(ctx.storeId, request.params.id, { id: ctx.actor.userId });
      return answer(ctx.storeId, request.params.id);
    },
  );

  // The shopper's side: the edit's id is its secret, as a guest order's is.
  const storeEdit = async (storeId: string, id: string) => ({
    order_edit: await readOrderEdit(db, storeId, id, true),
  });

  app.get(
    '/store/order-edits/:id',
    { config: STOREFRONT, schema: { params: IdParams, response: { 200: StoreOrderEditsRes } } },
    async (request) => storeEdit(storeCtx(request).storeId, request.params.id),
  );

  app.post(
    '/store/order-edits/:id/decline',
    {
      config: STOREFRONT,
      schema: {
        params: IdParams,
        body: StorePostOrderEditsOrderEditDecline,
        response: { 200: StoreOrderEditsRes },
      },
    },
    async (request) => {
      const { storeId } = storeCtx(request);
      const customer = await signedInCustomer(request);
      await edits.decline(storeId, request.params.id, request.body?.declined_reason, {
        id: customer?.id ?? null,
      });
      return storeEdit(storeId, request.params.id);
    },
  );

  app.post(
    '/store/order-edits/:id/complete',
    { config: STOREFRONT, schema: { params: IdParams, response: { 200: StoreOrderEditsRes } } },
    async (request) => {
      const { storeId } = storeCtx(request);
      const customer = await signedInCustomer(request);
      await edits.confirm(storeId, request.params.id, { id: customer?.id ?? null }, true);
      return storeEdit(storeId, request.params.id);
    },
  );

  // Payment collections.
  const collectionRes = { response: { 200: PaymentCollectionsRes } };

  app.get(
    '/admin/payment-collections/:id',
    { config: staff('read'), schema: { params: IdParams, ...collectionRes } },
    async (request) => collectionAnswer(adminCtx(request).storeId, request.params.id),
  );

  app.post(
    '/admin/payment-collections/:id',
    {
      config: staff('operate'),
      schema: { params: IdParams, body: AdminUpdatePaymentCollectionsReq, ...collectionRes },
    },
    async (request) => {
      const { storeId } = adminCtx(request);
      await collections.update(storeId, request.params.id, request.body);
      return collectionAnswer(storeId, request.params.id);
    },
  );

  app.delete(
    '/admin/payment-collections/:id',
    { config: staff('operate'), schema: { params: IdParams, response: { 200: DeleteRes } } },
    async (request) => {
      await collections.remove(adminCtx(request).storeId, request.params.id);
      return { id: request.params.id, object: 'payment_collection', deleted: true as const };
    },
  );

  app.post(
    '/admin/payment-collections/:id/authorize',
    { config: staff('operate'), schema: { params: IdParams, ...collectionRes } },
    async (request) => {
      const { storeId } = adminCtx(request);
      await collections.markAuthorized(storeId, request.params.id);
      return collectionAnswer(storeId, request.params.id);
    },
  );

  app.get(
    '/store/payment-collections/:id',
    { config: STOREFRONT, schema: { params: IdParams, ...collectionRes } },
    async (request) => collectionAnswer(storeCtx(request).storeId, request.params.id),
  );

  app.post(
    '/store/payment-collections/:id/sessions',
    {
      config: STOREFRONT,
      schema: { params: IdParams, body: StorePostPaymentCollectionsSessionsReq, ...collectionRes },
    },
    async (request) => {
      const { storeId } = storeCtx(request);
      await collections.manageSession(storeId, request.params.id, request.body);
      return collectionAnswer(storeId, request.params.id);
    },
  );

  app.post(
    '/store/payment-collections/:id/sessions/batch',
    {
      config: STOREFRONT,
      schema: {
        params: IdParams,
        body: StorePostPaymentCollectionsBatchSessionsReq,
        ...collectionRes,
      },
    },
    async (request) => {
      const { storeId } = storeCtx(request);
      await collections.manageSessions(storeId, request.params.id, request.body.sessions);
      return collectionAnswer(storeId, request.params.id);
    },
  );

  app.post(
    '/store/payment-collections/:id/sessions/batch/authorize',
    {
      config: STOREFRONT,
      schema: {
        params: IdParams,
        body: StorePostPaymentCollectionsBatchSessionsAuthorizeReq,
        ...collectionRes,
      },
    },
    async (request) => {
      const { storeId } = storeCtx(request);
      const [first] = request.body.session_ids;
      // One session pays the whole collection: the first is authorised, as a shopper chose it.
      await collections.authorizeSession(storeId, request.params.id, first!);
      return collectionAnswer(storeId, request.params.id);
    },
  );

  const sessionAnswer = async (storeId: string, id: string, sessionId: string) => {
    const collection = await readPaymentCollection(db, storeId, id);
    const session = collection.payment_sessions.find((s) => s.id === sessionId);
    if (!session) {
      throw new StoredeskError('not_found', `Payment Session with id ${sessionId} was not found`);
    }
    return { payment_session: session };
  };

  app.post(
    '/store/payment-collections/:id/sessions/:session_id',
    {
      config: STOREFRONT,
      schema: {
        params: PaymentCollectionSessionParams,
        response: { 200: PaymentCollectionsSessionRes },
      },
    },
    async (request) => {
      const { storeId } = storeCtx(request);
      const { id, session_id: sessionId } = request.params;
      const fresh = await collections.refreshSession(storeId, id, sessionId);
      return sessionAnswer(storeId, id, fresh);
    },
  );

  app.post(
    '/store/payment-collections/:id/sessions/:session_id/authorize',
    {
      config: STOREFRONT,
      schema: {
        params: PaymentCollectionSessionParams,
        response: { 200: PaymentCollectionsSessionRes },
      },
    },
    async (request) => {
      const { storeId } = storeCtx(request);
      const { id, session_id: sessionId } = request.params;
      await collections.authorizeSession(storeId, id, sessionId);
      return sessionAnswer(storeId, id, sessionId);
    },
  );

  // Payments by id: an order's, an exchange's or an order edit's.
  async function paymentOf(storeId: string, id: string) {
    const [payment] = await withTenantTx(
      db,
      storeId,
      (tx) =>
        rowsOf<{
          order_id: string | null;
          swap_id: string | null;
          payment_collection_id: string | null;
        }>(
          tx,
          sql`SELECT order_id, swap_id, payment_collection_id FROM payment
            WHERE store_id = ${storeId} AND id = ${id}`,
        ),
      { catalog: false },
    );
    if (!payment) throw new StoredeskError('not_found', `Payment with id ${id} was not found`);
    return payment;
  }

  /** One payment of the store, in the shape every order answer gives it (payment.shape.ts). */
  async function paymentAnswer(storeId: string, id: string) {
    const query = new TenantQuery();
    const text = `SELECT ${paymentJson('p')}::text FROM payment p
      WHERE p.store_id = ${query.param(storeId)} AND p.id = ${query.param(id)}`;
    const json = await tenantRead(db, storeId, text, query);
    if (json === null) throw new StoredeskError('not_found', `Payment with id ${id} was not found`);
    return { payment: JSON.parse(json) as AdminPaymentRes['payment'] };
  }

  app.get(
    '/admin/payments/:id',
    { config: staff('read'), schema: { params: IdParams, response: { 200: AdminPaymentRes } } },
    async (request) => paymentAnswer(adminCtx(request).storeId, request.params.id),
  );

  app.post(
    '/admin/payments/:id/capture',
    { config: staff('operate'), schema: { params: IdParams, response: { 200: AdminPaymentRes } } },
    async (request) => {
      const ctx = adminCtx(request);
      const { id } = request.params;
      const payment = await paymentOf(ctx.storeId, id);
      if (!payment.order_id) {
        throw new StoredeskError(
          'invalid_data',
          'The payment belongs to an order edit not yet confirmed: it is captured once the edit is',
          'payment_not_on_order',
        );
      }
      await payments.capture(
        ctx,
        payment.order_id,
        undefined,
        payment.swap_id ?? undefined,
        payment.payment_collection_id ? id : undefined,
      );
      return paymentAnswer(ctx.storeId, id);
    },
  );

  app.post(
    '/admin/payments/:id/refund',
    {
      config: staff('operate'),
      schema: {
        params: IdParams,
        body: AdminPostPaymentRefundsReq,
        response: { 200: AdminRefundRes },
      },
    },
    async (request) => {
      const ctx = adminCtx(request);
      const { id } = request.params;
      const payment = await paymentOf(ctx.storeId, id);
      if (!payment.order_id) {
        throw new StoredeskError(
          'invalid_data',
          'The payment has not been captured',
          'not_captured',
        );
      }
      const order = await refunds.refund(ctx, payment.order_id, request.body, id);
      const made = order.refunds as Array<{
        id: string;
        amount: number;
        payment_id: string | null;
      }>;
      const refund = [...made].reverse().find((one) => one.payment_id === id);
      if (!refund) throw new StoredeskError('not_found', 'The refund was not recorded');
      return { refund };
    },
  );
}
