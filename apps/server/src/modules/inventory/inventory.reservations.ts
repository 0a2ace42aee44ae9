import type {
  AdminGetReservationsParams,
  AdminPostReservationsReq,
  AdminPostReservationsReservationReq,
  ReservationItem,
} from '@storedesk/contract';
import { RESERVATIONS_DEFAULT_LIMIT, RESERVATION_RELATIONS } from '@storedesk/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminContext, AppDeps } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { notFound } from '../../platform/errors.js';
import {
  findPage,
  listOptions,
  liveOf,
  parseNames,
  readList,
  search,
  timestampFilters,
  type Page,
} from '../../platform/list.js';
import { toReservation, type ReservationRow } from './inventory.mapper.js';
import { quantityConditions } from './inventory.shared.js';
import { changeReservation, releaseReservation, reserveItems } from '../stock/stock.js';
import { inventoryItem, reservationItem } from './inventory.tables.js';

type ListQuery = z.output<typeof AdminGetReservationsParams>;
type CreateInput = z.output<typeof AdminPostReservationsReq>;
type UpdateInput = z.output<typeof AdminPostReservationsReservationReq>;

const LIST = listOptions({
  defaultLimit: RESERVATIONS_DEFAULT_LIMIT,
  sortable: {
    created_at: reservationItem.createdAt,
    updated_at: reservationItem.updatedAt,
    quantity: reservationItem.quantity,
  },
  defaultOrder: '-created_at',
  tieBreak: [reservationItem.id],
  relations: RESERVATION_RELATIONS,
});

const liveReservation = (storeId: string, id: string) =>
  and(liveOf(reservationItem, storeId), eq(reservationItem.id, id));

/** Reservations with their items when `inventory_item` is expanded (one query for all). */
async function withItems(
  tx: Tx,
  storeId: string,
  rows: readonly ReservationRow[],
  expand: readonly string[] | undefined,
): Promise<ReservationItem[]> {
  if (!expand?.includes('inventory_item') || rows.length === 0) {
    return rows.map((row) => toReservation(row));
  }
  const items = await tx
    .select()
    .from(inventoryItem)
    .where(
      and(
        eq(inventoryItem.storeId, storeId),
        inArray(inventoryItem.id, [...new Set(rows.map((row) => row.inventoryItemId))]),
      ),
    );
  const byId = new Map(items.map((item) => [item.id, item]));
  return rows.map((row) => toReservation(row, byId.get(row.inventoryItemId)));
}

/**
 * Reservations: stock held for an order line (written by cart completion) or by staff. Every
 * change moves the level's reserved quantity in the same statement (stock/stock.ts).
 */
export function createReservationsService(deps: Pick<AppDeps, 'db'>) {
  const { db } = deps;

  async function readOne(
    tx: Tx,
    storeId: string,
    id: string,
    expand?: readonly string[],
  ): Promise<ReservationItem> {
    const [row] = await tx.select().from(reservationItem).where(liveReservation(storeId, id));
    if (!row) throw notFound('Reservation', id);
    return (await withItems(tx, storeId, [row], expand))[0]!;
  }

  return {
    async list(ctx: AdminContext, query: ListQuery): Promise<Page<ReservationItem>> {
      const list = readList(query, LIST);
      const where = and(
        liveOf(reservationItem, ctx.storeId),
        search(list.q, [reservationItem.description, reservationItem.lineItemId]),
        query.location_id?.length
          ? inArray(reservationItem.locationId, query.location_id)
          : undefined,
        query.inventory_item_id?.length
          ? inArray(reservationItem.inventoryItemId, query.inventory_item_id)
          : undefined,
        query.line_item_id?.length
          ? inArray(reservationItem.lineItemId, query.line_item_id)
          : undefined,
        query.created_by?.length ? inArray(reservationItem.createdBy, query.created_by) : undefined,
        search(query.description, [reservationItem.description]),
        ...quantityConditions(reservationItem.quantity, query.quantity),
        ...timestampFilters(reservationItem, query),
      );
      return withTenantTx(db, ctx.storeId, async (tx) => {
        const page = await findPage(tx, reservationItem, where, list);
        return { ...page, rows: await withItems(tx, ctx.storeId, page.rows, list.expand) };
      });
    },

    retrieve(ctx: AdminContext, id: string, expand: string | undefined) {
      const names = parseNames('expand', expand, RESERVATION_RELATIONS);
      return withTenantTx(db, ctx.storeId, (tx) => readOne(tx, ctx.storeId, id, names));
    },

    /** Holds stock of an item at a location: refused (409) when not enough is available. */
    async create(ctx: AdminContext, input: CreateInput): Promise<ReservationItem> {
      return withTenantTx(db, ctx.storeId, async (tx) => {
        const [id] = await reserveItems(
          tx,
          ctx.storeId,
          [
            {
              inventoryItemId: input.inventory_item_id,
              locationId: input.location_id,
              quantity: input.quantity,
              lineItemId: input.line_item_id,
              description: input.description,
              externalId: input.external_id,
              metadata: input.metadata,
            },
          ],
          ctx.actor.userId,
        );
        return readOne(tx, ctx.storeId, id!);
      });
    },

    /** Changes the quantity, location, description or metadata of a reservation. */
    async update(ctx: AdminContext, id: string, input: UpdateInput): Promise<ReservationItem> {
      return withTenantTx(db, ctx.storeId, async (tx) => {
        const found = await changeReservation(tx, ctx.storeId, id, {
          quantity: input.quantity,
          locationId: input.location_id,
          description: input.description,
          metadata: input.metadata,
        });
        if (!found) throw notFound('Reservation', id);
        return readOne(tx, ctx.storeId, id);
      });
    },

    /** Deletes a reservation; its quantity is available again. */
    async delete(ctx: AdminContext, id: string): Promise<void> {
      await withTenantTx(db, ctx.storeId, async (tx) => {
        if (!(await releaseReservation(tx, ctx.storeId, id))) throw notFound('Reservation', id);
      });
    },
  };
}
