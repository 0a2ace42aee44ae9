import {
  AdminGetNotificationsParams,
  AdminNotificationsListRes,
  AdminNotificationsRes,
  AdminPostNotificationsNotificationResendReq,
  IdParams,
  type Notification,
} from '@storedesk/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { staff } from '../../platform/access.js';
import type { AppDeps } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { StoredeskError } from '../../platform/errors.js';
import { adminCtx, typed } from '../../platform/http.js';
import { newId } from '../../platform/ids.js';
import type { OutboxDeps } from '../../platform/outbox/outbox.js';
import { MAIL_EVENTS } from '../orders/orders.mail.js';
import { rowsOf } from '../../platform/db/json.js';

/** v1's page of notifications. */
const V1_NOTIFICATIONS_PAGE = 50;

const TEMPLATES_OF_EVENT = new Map(Object.entries(MAIL_EVENTS).map(([t, e]) => [e, t]));

/** A mail_outbox row `m` (of the order `o`) as a v1 notification, with its delivery status. */
const notificationJson = (m: string) =>
  sql.raw(`json_build_object(
  'id', ${m}.id,
  'event_name', coalesce(events.map ->> ${m}.template, ${m}.template),
  'resource_type', 'order', 'resource_id', ${m}.ref,
  'customer_id', o.customer_id,
  'to', coalesce(${m}.to_address, o.email, ''),
  'data', json_build_object('detail', ${m}.detail),
  'parent_id', ${m}.parent_id,
  'provider_id', 'smtp',
  'status', CASE WHEN ${m}.sent_at IS NOT NULL THEN 'sent'
    WHEN ${m}.next_attempt_at IS NULL THEN 'failed' ELSE 'pending' END,
  'attempts', ${m}.attempts,
  'last_error', ${m}.last_error,
  'sent_at', to_char(${m}.sent_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'created_at', to_char(${m}.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'updated_at', to_char(coalesce(${m}.sent_at, ${m}.created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`);

/**
 * The mail a store sent about its orders, as Medusa v1's `/admin/notifications`: each row of the
 * mail outbox is a notification, with whether it was sent, is waiting, or failed (and why), and
 * the resends of it beneath. Resending queues a new row (to the order's email, or the address
 * given) that the outbox sends at once.
 */
export async function notificationsRoutes(
  instance: FastifyInstance,
  deps: AppDeps & OutboxDeps,
): Promise<void> {
  const app = typed(instance);
  const { db, mailOutbox } = deps;
  const events = JSON.stringify(MAIL_EVENTS);
  const tx = <T>(storeId: string, fn: (tx: Tx) => Promise<T>) =>
    withTenantTx(db, storeId, fn, { catalog: false });

  /** Rows `m` matching `where`, one page, each with its resends, and the count, in one statement. */
  const page = (storeId: string, where: SQL, limit: number, offset: number) =>
    sql`WITH events AS (SELECT ${events}::jsonb AS map)
      SELECT (SELECT count(*)::int FROM mail_outbox m
          LEFT JOIN "order" o ON o.store_id = m.store_id AND o.id = m.ref
          WHERE m.store_id = ${storeId} AND ${where}) AS count,
        coalesce((SELECT json_agg(
            (${notificationJson('m')})::jsonb || jsonb_build_object('resends', coalesce((
              SELECT jsonb_agg((${notificationJson('r')})::jsonb ORDER BY r.created_at, r.id)
              FROM mail_outbox r WHERE r.store_id = m.store_id AND r.parent_id = m.id), '[]'::jsonb))
            ORDER BY m.created_at DESC, m.id DESC)
          FROM (SELECT m.* FROM mail_outbox m
            LEFT JOIN "order" o ON o.store_id = m.store_id AND o.id = m.ref
            WHERE m.store_id = ${storeId} AND ${where}
            ORDER BY m.created_at DESC, m.id DESC LIMIT ${limit} OFFSET ${offset}) m
          LEFT JOIN "order" o ON o.store_id = m.store_id AND o.id = m.ref
          CROSS JOIN events), '[]'::json) AS notifications`;

  app.get(
    '/admin/notifications',
    {
      config: staff('read'),
      schema: {
        querystring: AdminGetNotificationsParams,
        response: { 200: AdminNotificationsListRes },
      },
    },
    async (request) => {
      const { storeId } = adminCtx(request);
      const query = request.query;
      const limit = query.limit ?? V1_NOTIFICATIONS_PAGE;
      const offset = query.offset ?? 0;
      const terms: SQL[] = [sql`true`];
      if (query.include_resends !== 'true') terms.push(sql`m.parent_id IS NULL`);
      if (query.resource_type && query.resource_type !== 'order') terms.push(sql`false`);
      if (query.resource_id) terms.push(sql`m.ref = ${query.resource_id}`);
      if (query.event_name) {
        terms.push(
          sql`m.template = ${TEMPLATES_OF_EVENT.get(query.event_name) ?? query.event_name}`,
        );
      }
      if (query.to) terms.push(sql`lower(coalesce(m.to_address, o.email)) = lower(${query.to})`);
      if (query.id?.length) {
        terms.push(sql`m.id = ANY(string_to_array(${query.id.join(',')}, ','))`);
      }
      const where = sql.join(terms, sql` AND `);
      const [row] = await tx(storeId, (t) =>
        rowsOf<{ count: number; notifications: Notification[] }>(
          t,
          page(storeId, where, limit, offset),
        ),
      );
      return { notifications: row?.notifications ?? [], count: row?.count ?? 0, limit, offset };
    },
  );

  app.post(
    '/admin/notifications/:id/resend',
    {
      config: staff('operate'),
      schema: {
        params: IdParams,
        body: AdminPostNotificationsNotificationResendReq,
        response: { 200: AdminNotificationsRes },
      },
    },
    async (request) => {
      const { storeId } = adminCtx(request);
      const { id } = request.params;
      const resendId = newId('mail');
      const notification = await tx(storeId, async (t) => {
        // A resend of a resend is filed under the first mail, as v1 does.
        const made = await rowsOf<{ parent: string }>(
          t,
          sql`INSERT INTO mail_outbox (store_id, id, template, ref, detail, to_address, parent_id)
            SELECT m.store_id, ${resendId}, m.template, m.ref, m.detail,
              ${request.body?.to ?? null}::text, coalesce(m.parent_id, m.id)
            FROM mail_outbox m WHERE m.store_id = ${storeId} AND m.id = ${id}
            RETURNING parent_id AS parent`,
        );
        if (!made[0]) {
          throw new StoredeskError('not_found', `Notification with id: ${id} was not found`);
        }
        const [row] = await rowsOf<{ notifications: Notification[] }>(
          t,
          page(storeId, sql`m.id = ${made[0].parent}`, 1, 0),
        );
        return row!.notifications[0]!;
      });
      mailOutbox.send(storeId, resendId);
      return { notification };
    },
  );
}
