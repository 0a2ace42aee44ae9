import {
  AdminPostReturnReasonsReasonReq,
  AdminPostReturnReasonsReq,
  AdminReturnReasonsDeleteRes,
  AdminReturnReasonsListRes,
  AdminReturnReasonsRes,
  IdParams,
  StoreReturnReasonsListRes,
  StoreReturnReasonsRes,
  type ReturnReason,
} from '@storedesk/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { staff, STOREFRONT } from '../../platform/access.js';
import type { AppDeps } from '../../platform/context.js';
import type { Executor, Tx } from '../../platform/db/client.js';
import { listOf } from '../../platform/db/json.js';
import { tenantRead, TenantQuery, withTenantTx } from '../../platform/db/tx.js';
import { StoredeskError } from '../../platform/errors.js';
import { adminCtx, storeCtx, typed } from '../../platform/http.js';
import { newId } from '../../platform/ids.js';
import { returnReasonJson } from '../orders/return.shape.js';

/*
 * Return reasons (Medusa v1 `/admin/return-reasons`, `/store/return-reasons`): the store's list
 * of why things come back. A reason may group others (its children, one level deep); a group
 * is not a reason a return can give. Deleting one soft-deletes it and its children, so returns
 * that gave it keep it.
 */

const notFound = (id: string) =>
  new StoredeskError('not_found', `Return Reason with id: ${id} was not found`);

/** A reason row `rr` with its parent and its live children (v1's relations). */
const reasonWithRelations = returnReasonJson('rr', [
  [
    'parent_return_reason',
    `(SELECT ${returnReasonJson('p')} FROM return_reason p
      WHERE p.store_id = rr.store_id AND p.id = rr.parent_return_reason_id)`,
  ],
  [
    'return_reason_children',
    listOf(
      returnReasonJson('c'),
      `return_reason c WHERE c.store_id = rr.store_id AND c.parent_return_reason_id = rr.id
        AND c.deleted_at IS NULL`,
      'c.created_at, c.id',
    ),
  ],
]);

/** The store's live reasons at the top (each with its children), oldest first: one statement. */
async function listReasons(db: Executor, storeId: string): Promise<ReturnReason[]> {
  const query = new TenantQuery();
  const text = `SELECT ${listOf(
    reasonWithRelations,
    `return_reason rr WHERE rr.store_id = ${query.param(storeId)}
      AND rr.parent_return_reason_id IS NULL AND rr.deleted_at IS NULL`,
    'rr.created_at, rr.id',
  )}::text`;
  return JSON.parse((await tenantRead(db, storeId, text, query)) ?? '[]') as ReturnReason[];
}

async function readReason(db: Executor, storeId: string, id: string): Promise<ReturnReason> {
  const query = new TenantQuery();
  const text = `SELECT ${reasonWithRelations}::text FROM return_reason rr
    WHERE rr.store_id = ${query.param(storeId)} AND rr.id = ${query.param(id)}
      AND rr.deleted_at IS NULL`;
  const json = await tenantRead(db, storeId, text, query);
  if (json === null) throw notFound(id);
  return JSON.parse(json) as ReturnReason;
}

const valueTaken = (value: string) =>
  new StoredeskError(
    'duplicate_error',
    `value: a return reason with value ${value} already exists`,
    'return_reason_value_taken',
  );

/** A unique violation of the live values (two requests racing for one value): a 422. */
async function uniqueValue<T>(value: string | undefined, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause ?? error;
    if ((cause as { code?: string }).code === '23505' && value) throw valueTaken(value);
    throw error;
  }
}

export async function returnReasonsRoutes(instance: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = typed(instance);
  const { db } = deps;
  const tx = <T>(storeId: string, fn: (tx: Tx) => Promise<T>) =>
    withTenantTx(db, storeId, fn, { catalog: false });

  app.get(
    '/admin/return-reasons',
    { config: staff('read'), schema: { response: { 200: AdminReturnReasonsListRes } } },
    async (request) => ({ return_reasons: await listReasons(db, adminCtx(request).storeId) }),
  );

  app.get(
    '/admin/return-reasons/:id',
    {
      config: staff('read'),
      schema: { params: IdParams, response: { 200: AdminReturnReasonsRes } },
    },
    async (request) => ({
      return_reason: await readReason(db, adminCtx(request).storeId, request.params.id),
    }),
  );

  app.post(
    '/admin/return-reasons',
    {
      config: staff('operate'),
      schema: { body: AdminPostReturnReasonsReq, response: { 200: AdminReturnReasonsRes } },
    },
    async (request) => {
      const { storeId } = adminCtx(request);
      const body = request.body;
      const id = newId('rr');
      const parent = body.parent_return_reason_id ?? null;
      await uniqueValue(body.value, () =>
        tx(storeId, async (t) => {
          const made = await t.execute(sql`INSERT INTO return_reason (store_id, id, value, label,
              description, parent_return_reason_id, metadata)
            SELECT ${storeId}, ${id}, ${body.value}, ${body.label}, ${body.description ?? null},
              ${parent}, ${body.metadata ? JSON.stringify(body.metadata) : null}::jsonb
            WHERE ${parent}::text IS NULL OR EXISTS (SELECT 1 FROM return_reason p
              WHERE p.store_id = ${storeId} AND p.id = ${parent} AND p.deleted_at IS NULL
                AND p.parent_return_reason_id IS NULL)
            ON CONFLICT (store_id, value) WHERE deleted_at IS NULL DO NOTHING
            RETURNING id`);
          if ((made as unknown as { rows: unknown[] }).rows.length) return;
          const [taken] = (
            (await t.execute(sql`SELECT 1 FROM return_reason WHERE store_id = ${storeId}
              AND value = ${body.value} AND deleted_at IS NULL`)) as unknown as { rows: unknown[] }
          ).rows;
          if (taken) throw valueTaken(body.value);
          throw new StoredeskError(
            'invalid_data',
            `parent_return_reason_id: the store has no return reason ${parent} at the top level (reasons group one level deep)`,
          );
        }),
      );
      return { return_reason: await readReason(db, storeId, id) };
    },
  );

  app.post(
    '/admin/return-reasons/:id',
    {
      config: staff('operate'),
      schema: {
        params: IdParams,
        body: AdminPostReturnReasonsReasonReq,
        response: { 200: AdminReturnReasonsRes },
      },
    },
    async (request) => {
      const { storeId } = adminCtx(request);
      const { id } = request.params;
      const body = request.body;
      const has = (key: keyof typeof body) => key in body;
      await uniqueValue(body.value, () =>
        tx(storeId, async (t) => {
          const changed = await t.execute(sql`UPDATE return_reason SET
              value = CASE WHEN ${has('value')} THEN ${body.value ?? null} ELSE value END,
              label = CASE WHEN ${has('label')} THEN ${body.label ?? null} ELSE label END,
              description = CASE WHEN ${has('description')} THEN ${body.description ?? null}
                ELSE description END,
              metadata = CASE WHEN ${has('metadata')}
                THEN ${body.metadata ? JSON.stringify(body.metadata) : null}::jsonb ELSE metadata END,
              updated_at = now()
            WHERE store_id = ${storeId} AND id = ${id} AND deleted_at IS NULL
            RETURNING id`);
          if (!(changed as unknown as { rows: unknown[] }).rows.length) throw notFound(id);
        }),
      );
      return { return_reason: await readReason(db, storeId, id) };
    },
  );

  app.delete(
    '/admin/return-reasons/:id',
    {
      config: staff('operate'),
      schema: { params: IdParams, response: { 200: AdminReturnReasonsDeleteRes } },
    },
    async (request) => {
      const { storeId } = adminCtx(request);
      const { id } = request.params;
      await tx(storeId, (t) =>
        t.execute(sql`UPDATE return_reason SET deleted_at = now(), updated_at = now()
          WHERE store_id = ${storeId} AND (id = ${id} OR parent_return_reason_id = ${id})
            AND deleted_at IS NULL`),
      );
      // v1 answers a delete of a missing reason like any other.
      return { id, object: 'return_reason' as const, deleted: true as const };
    },
  );

  app.get(
    '/store/return-reasons',
    { config: STOREFRONT, schema: { response: { 200: StoreReturnReasonsListRes } } },
    async (request) => ({ return_reasons: await listReasons(db, storeCtx(request).storeId) }),
  );

  app.get(
    '/store/return-reasons/:id',
    {
      config: STOREFRONT,
      schema: { params: IdParams, response: { 200: StoreReturnReasonsRes } },
    },
    async (request) => ({
      return_reason: await readReason(db, storeCtx(request).storeId, request.params.id),
    }),
  );
}
