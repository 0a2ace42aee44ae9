import type { OrderTimelineEvent } from '@storedesk/contract';
import type { Executor } from '../../platform/db/client.js';
import { tenantRead, TenantQuery } from '../../platform/db/tx.js';
import { StoredeskError } from '../../platform/errors.js';
import { stamp } from '../../platform/db/json.js';
import { MAIL_EVENTS } from './orders.mail.js';

/**
 * An order's timeline in one statement, oldest first (what one transaction wrote shares its
 * time: the order's own events come before its notes and mail): what happened to it (order_event, written
 * with each change), the notes staff left on it, and the mail it sent, each with who did it.
 * Null when the store has no such order.
 */
export async function readTimeline(
  db: Executor,
  storeId: string,
  orderId: string,
): Promise<OrderTimelineEvent[]> {
  const query = new TenantQuery();
  const store = query.param(storeId);
  const order = query.param(orderId);
  const events = query.param(JSON.stringify(MAIL_EVENTS));
  const text = `SELECT CASE WHEN EXISTS (SELECT 1 FROM "order" o WHERE o.store_id = ${store} AND o.id = ${order})
    THEN coalesce((SELECT json_agg(json_build_object(
        'id', e.id, 'kind', e.kind, 'created_at', ${stamp('e.created_at')}, 'data', e.data,
        'actor', (SELECT json_build_object('id', u.id, 'email', u.email,
            'first_name', u.first_name, 'last_name', u.last_name)
          FROM "user" u WHERE u.store_id = ${store} AND u.id = e.actor_id))
        ORDER BY e.created_at, e.rank, e.id)
      FROM (
        SELECT ev.id, ev.kind, ev.created_at, ev.data, ev.actor_id,
          CASE ev.kind WHEN 'placed' THEN 0 ELSE 1 END AS rank
        FROM order_event ev WHERE ev.store_id = ${store} AND ev.order_id = ${order}
        UNION ALL
        SELECT n.id, CASE WHEN n.deleted_at IS NULL THEN 'note' ELSE 'note_deleted' END,
          n.created_at, jsonb_build_object('note_id', n.id,
            'value', CASE WHEN n.deleted_at IS NULL THEN n.value END), n.author_id, 2
        FROM note n WHERE n.store_id = ${store} AND n.resource_type = 'order'
          AND n.resource_id = ${order}
        UNION ALL
        SELECT m.id, 'notification', m.created_at, jsonb_build_object('notification_id', m.id,
            'event_name', coalesce((${events})::jsonb ->> m.template, m.template),
            'status', CASE WHEN m.sent_at IS NOT NULL THEN 'sent'
              WHEN m.next_attempt_at IS NULL THEN 'failed' ELSE 'pending' END,
            'parent_id', m.parent_id), NULL, 3
        FROM mail_outbox m WHERE m.store_id = ${store} AND m.ref = ${order}
      ) e), '[]'::json)::text END`;
  const json = await tenantRead(db, storeId, text, query);
  if (json === null)
    throw new StoredeskError('not_found', `Order with id: ${orderId} was not found`);
  return JSON.parse(json) as OrderTimelineEvent[];
}
