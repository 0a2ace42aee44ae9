import {
  AdminGetNotesParams,
  AdminNotesDeleteRes,
  AdminNotesListRes,
  AdminNotesRes,
  AdminPostNotesNoteReq,
  AdminPostNotesReq,
  IdParams,
  type Note,
} from '@storedesk/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { staff } from '../../platform/access.js';
import type { AppDeps } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { StoredeskError } from '../../platform/errors.js';
import { adminCtx, typed } from '../../platform/http.js';
import { newId } from '../../platform/ids.js';
import { rowsOf } from '../../platform/db/json.js';

/** v1's page of notes. */
const V1_NOTES_PAGE = 50;

const notFound = (id: string) =>
  new StoredeskError('not_found', `Note with id: ${id} was not found`);

/** The table each kind of resource lives in (a note names one of the store's own). */
const RESOURCE_TABLES: Record<string, string> = {
  order: '"order"',
  customer: 'customer',
};

/** A note row `n` as the v1 wire note, with its author. */
const noteJson = sql`json_build_object(
  'id', n.id, 'resource_type', n.resource_type, 'resource_id', n.resource_id, 'value', n.value,
  'author_id', n.author_id,
  'author', (SELECT json_build_object('id', u.id, 'email', u.email, 'first_name', u.first_name,
      'last_name', u.last_name) FROM "user" u WHERE u.store_id = n.store_id AND u.id = n.author_id),
  'metadata', n.metadata,
  'created_at', to_char(n.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'updated_at', to_char(n.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'deleted_at', NULL)`;

/**
 * Notes staff leave on orders and customers (Medusa v1 `/admin/notes`). A note names a resource
 * of the store's own (another store's order is a 404 like a missing one); it is soft-deleted, so
 * an order's timeline still shows that a note was removed.
 */
export async function notesRoutes(instance: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = typed(instance);
  const { db } = deps;
  const tx = <T>(storeId: string, fn: (tx: Tx) => Promise<T>) =>
    withTenantTx(db, storeId, fn, { catalog: false });

  const one = async (t: Tx, storeId: string, id: string): Promise<Note> => {
    const [row] = await rowsOf<{ note: Note }>(
      t,
      sql`SELECT ${noteJson} AS note FROM note n
        WHERE n.store_id = ${storeId} AND n.id = ${id} AND n.deleted_at IS NULL`,
    );
    if (!row) throw notFound(id);
    return row.note;
  };

  app.get(
    '/admin/notes',
    {
      config: staff('read'),
      schema: { querystring: AdminGetNotesParams, response: { 200: AdminNotesListRes } },
    },
    async (request) => {
      const { storeId } = adminCtx(request);
      const limit = request.query.limit ?? V1_NOTES_PAGE;
      const offset = request.query.offset ?? 0;
      const resource = request.query.resource_id ?? null;
      const [row] = await tx(storeId, (t) =>
        rowsOf<{ notes: Note[]; count: number }>(
          t,
          sql`SELECT (SELECT count(*)::int FROM note n WHERE n.store_id = ${storeId}
                AND n.deleted_at IS NULL
                AND (${resource}::text IS NULL OR n.resource_id = ${resource})) AS count,
              coalesce((SELECT json_agg(${noteJson} ORDER BY n.created_at DESC, n.id DESC)
                FROM (SELECT * FROM note n WHERE n.store_id = ${storeId} AND n.deleted_at IS NULL
                  AND (${resource}::text IS NULL OR n.resource_id = ${resource})
                  ORDER BY n.created_at DESC, n.id DESC
                  LIMIT ${limit} OFFSET ${offset}) n), '[]'::json) AS notes`,
        ),
      );
      return { notes: row?.notes ?? [], count: row?.count ?? 0, offset, limit };
    },
  );

  app.post(
    '/admin/notes',
    {
      config: staff('operate'),
      schema: { body: AdminPostNotesReq, response: { 200: AdminNotesRes } },
    },
    async (request) => {
      const ctx = adminCtx(request);
      const { resource_id: resourceId, resource_type: type, value } = request.body;
      const id = newId('note');
      const note = await tx(ctx.storeId, async (t) => {
        const table = sql.raw(RESOURCE_TABLES[type]!);
        const made = await rowsOf<{ id: string }>(
          t,
          sql`INSERT INTO note (store_id, id, resource_type, resource_id, value, author_id)
            SELECT ${ctx.storeId}, ${id}, ${type}, ${resourceId}, ${value}, ${ctx.actor.userId}
            WHERE EXISTS (SELECT 1 FROM ${table} r
              WHERE r.store_id = ${ctx.storeId} AND r.id = ${resourceId})
            RETURNING id`,
        );
        if (!made.length) {
          throw new StoredeskError(
            'not_found',
            `resource_id: the store has no ${type.replace('_', ' ')} ${resourceId}`,
          );
        }
        return one(t, ctx.storeId, id);
      });
      return { note };
    },
  );

  app.get(
    '/admin/notes/:id',
    { config: staff('read'), schema: { params: IdParams, response: { 200: AdminNotesRes } } },
    async (request) => {
      const { storeId } = adminCtx(request);
      return { note: await tx(storeId, (t) => one(t, storeId, request.params.id)) };
    },
  );

  app.post(
    '/admin/notes/:id',
    {
      config: staff('operate'),
      schema: { params: IdParams, body: AdminPostNotesNoteReq, response: { 200: AdminNotesRes } },
    },
    async (request) => {
      const { storeId } = adminCtx(request);
      const { id } = request.params;
      const note = await tx(storeId, async (t) => {
        await t.execute(sql`UPDATE note SET value = ${request.body.value}, updated_at = now()
          WHERE store_id = ${storeId} AND id = ${id} AND deleted_at IS NULL`);
        return one(t, storeId, id);
      });
      return { note };
    },
  );

  app.delete(
    '/admin/notes/:id',
    {
      config: staff('operate'),
      schema: { params: IdParams, response: { 200: AdminNotesDeleteRes } },
    },
    async (request) => {
      const { storeId } = adminCtx(request);
      const { id } = request.params;
      const gone = await tx(storeId, (t) =>
        rowsOf<{ id: string }>(
          t,
          sql`UPDATE note SET deleted_at = now(), updated_at = now()
            WHERE store_id = ${storeId} AND id = ${id} AND deleted_at IS NULL RETURNING id`,
        ),
      );
      if (!gone.length) throw notFound(id);
      return { id, object: 'note' as const, deleted: true as const };
    },
  );
}
