import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { StoredeskError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { rowsOf } from '../../platform/db/json.js';

/**
 * Every change of stock, each one conditional SQL statement (docs/architecture.md: no read-then-write).
 * A level's available quantity is stocked − reserved; a reservation takes it down only while
 * enough is available, unless a variant of the item allows backorders, and the check is made by
 * the UPDATE itself: PostgreSQL re-reads a row another transaction changed before it decides,
 * so fifty shoppers racing for the last ten units get exactly ten reservations.
 *
 * Callers run these inside their transaction (`withTenantTx`); a refusal throws, and the
 * transaction rolls back whatever the statement or earlier ones changed.
 *
 * An area of its own, below products, carts and orders (which count and reserve stock) and the
 * inventory area's screens (which show items with their variants): it imports none of them.
 */

/** A random id body in SQL, for rows a statement creates in bulk (as migration 0020 does). */
const randomBody = sql.raw(`upper(replace(gen_random_uuid()::text, '-', ''))`);

/** Some variant of the item allows backorders: its stock may be reserved below zero. */
const backorderAllowed = (storeId: string, item: SQL) => sql`EXISTS (
  SELECT 1 FROM product_variant_inventory_item bpvi
  JOIN product_variant bv ON bv.store_id = bpvi.store_id AND bv.id = bpvi.variant_id
  WHERE bpvi.store_id = ${storeId} AND bpvi.inventory_item_id = ${item}
    AND bv.allow_backorder AND bv.deleted_at IS NULL)`;

/** A line that could not be reserved, and why. */
export interface StockShortage {
  /** Position of the line in the request. */
  index: number;
  lineItemId: string | null;
  inventoryItemId: string | null;
  locationId: string | null;
  requested: number;
  /** Available at the location when the refusal was made (null: the item is not stocked there). */
  available: number | null;
}

/**
 * Not enough stock for some lines: a 409 naming the first of them. `shortages` lists all, so a
 * cart can say which lines to change.
 */
export class StockShortageError extends StoredeskError {
  constructor(readonly shortages: StockShortage[]) {
    const first = shortages[0]!;
    const line = first.lineItemId ? `line ${first.lineItemId}: ` : '';
    const where = first.locationId ? ` at location ${first.locationId}` : '';
    const reason =
      first.available === null
        ? `inventory item ${first.inventoryItemId ?? '(none)'} is not stocked${where || ' at any location of the sales channel'}`
        : `not enough stock of inventory item ${first.inventoryItemId}${where}: ${Math.max(first.available, 0)} available, ${first.requested} requested`;
    super('conflict', `${line}${reason}.`, 'insufficient_inventory');
  }
}

interface Placed {
  n: number;
  reservation_id?: string;
  line_item_id: string | null;
  item_id: string | null;
  location_id: string | null;
  qty: number;
  ok: boolean;
}

/**
 * The shared tail of a reservation statement. `placed` (a CTE defined before) has one row per
 * line: n, line_item_id, reservation_id, item_id, location_id, qty, backorder, description,
 * external_id, metadata. Lines on the same level are added up and reserved together; a level
 * that has not enough for all of them refuses all of them.
 */
function reserveTail(storeId: string, createdBy: string | null): SQL {
  return sql`
    per_level AS (
      SELECT item_id, location_id, sum(qty)::int AS qty, bool_or(backorder) AS backorder
      FROM placed WHERE location_id IS NOT NULL GROUP BY item_id, location_id
    ),
    updated AS (
      UPDATE inventory_level il
      SET reserved_quantity = il.reserved_quantity + pl.qty, updated_at = now()
      FROM per_level pl
      WHERE il.store_id = ${storeId} AND il.inventory_item_id = pl.item_id
        AND il.location_id = pl.location_id
        AND (pl.backorder OR il.stocked_quantity - il.reserved_quantity >= pl.qty)
      RETURNING il.inventory_item_id, il.location_id
    ),
    inserted AS (
      INSERT INTO reservation_item (store_id, id, inventory_item_id, location_id, quantity,
        line_item_id, description, external_id, metadata, created_by)
      SELECT ${storeId}, p.reservation_id, p.item_id, p.location_id, p.qty, p.line_item_id,
        p.description, p.external_id, p.metadata, ${createdBy}
      FROM placed p
      JOIN updated u ON u.inventory_item_id = p.item_id AND u.location_id = p.location_id
      RETURNING id
    )
    SELECT p.n, p.reservation_id, p.line_item_id, p.item_id, p.location_id, p.qty,
      (u.inventory_item_id IS NOT NULL) AS ok
    FROM placed p
    LEFT JOIN updated u ON u.inventory_item_id = p.item_id AND u.location_id = p.location_id
    ORDER BY p.n`;
}

/**
 * After a refusal: what is available now at each refused line's level (a fresh read, so the
 * message reflects the race that was lost, not the state the statement started from).
 */
async function shortagesOf(tx: Tx, storeId: string, rows: Placed[]): Promise<StockShortage[]> {
  const failed = rows.filter((row) => !row.ok);
  const stocked = failed.filter((row) => row.item_id && row.location_id);
  const levels = stocked.length
    ? await rowsOf<{ item: string; location: string; available: number }>(
        tx,
        sql`SELECT inventory_item_id AS item, location_id AS location,
              (stocked_quantity - reserved_quantity)::int AS available
            FROM inventory_level WHERE store_id = ${storeId}
              AND (inventory_item_id, location_id) IN (${sql.join(
                stocked.map((row) => sql`(${row.item_id}, ${row.location_id})`),
                sql`, `,
              )})`,
      )
    : [];
  return failed.map((row) => ({
    index: row.n,
    lineItemId: row.line_item_id,
    inventoryItemId: row.item_id,
    locationId: row.location_id,
    requested: row.qty,
    available:
      levels.find((level) => level.item === row.item_id && level.location === row.location_id)
        ?.available ?? null,
  }));
}

export interface ItemReservationInput {
  inventoryItemId: string;
  locationId: string;
  quantity: number;
  lineItemId?: string | null | undefined;
  description?: string | null | undefined;
  externalId?: string | null | undefined;
  metadata?: Record<string, unknown> | null | undefined;
}

/**
 * Reserves stock of items at given locations (a manual reservation, or lines already placed),
 * in one statement: the levels' reserved quantities and the reservation rows. Answers the new
 * reservations' ids in the order of `lines`; throws StockShortageError naming the refused lines
 * (the caller's transaction then rolls back), or not_found when an item or location is not a
 * live one of this store.
 */
export async function reserveItems(
  tx: Tx,
  storeId: string,
  lines: readonly ItemReservationInput[],
  createdBy: string | null,
): Promise<string[]> {
  if (lines.length === 0) return [];
  const ids = lines.map(() => newId('resitem'));
  const wanted = JSON.stringify(
    lines.map((line, n) => ({
      n,
      reservation_id: ids[n],
      item_id: line.inventoryItemId,
      location_id: line.locationId,
      qty: line.quantity,
      line_item_id: line.lineItemId ?? null,
      description: line.description ?? null,
      external_id: line.externalId ?? null,
      metadata: line.metadata ?? null,
    })),
  );
  const rows = await rowsOf<Placed & { known: boolean }>(
    tx,
    sql`WITH wanted AS (
      SELECT * FROM jsonb_to_recordset(${wanted}::jsonb) AS w(n int, reservation_id text,
        item_id text, location_id text, qty int, line_item_id text, description text,
        external_id text, metadata jsonb)
    ),
    placed AS (
      SELECT w.n, w.reservation_id, w.item_id, w.qty, w.line_item_id, w.description,
        w.external_id, w.metadata, ${backorderAllowed(storeId, sql`w.item_id`)} AS backorder,
        CASE WHEN EXISTS (SELECT 1 FROM inventory_level il WHERE il.store_id = ${storeId}
          AND il.inventory_item_id = w.item_id AND il.location_id = w.location_id)
          THEN w.location_id END AS location_id
      FROM wanted w
      WHERE EXISTS (SELECT 1 FROM inventory_item i WHERE i.store_id = ${storeId}
          AND i.id = w.item_id AND i.deleted_at IS NULL)
        AND EXISTS (SELECT 1 FROM stock_location l WHERE l.store_id = ${storeId}
          AND l.id = w.location_id AND l.deleted_at IS NULL)
    ),
    ${reserveTail(storeId, createdBy)}`,
  );
  if (rows.length < lines.length) {
    // An unknown (or another store's) item or location.
    const seen = new Set(rows.map((row) => row.n));
    const missing = lines.find((_, n) => !seen.has(n))!;
    const [item] = await rowsOf<{ one: number }>(
      tx,
      sql`SELECT 1 AS one FROM inventory_item WHERE store_id = ${storeId}
            AND id = ${missing.inventoryItemId} AND deleted_at IS NULL`,
    );
    throw item
      ? new StoredeskError(
          'not_found',
          `StockLocation with id: ${missing.locationId} was not found`,
        )
      : new StoredeskError(
          'not_found',
          `InventoryItem with id: ${missing.inventoryItemId} was not found`,
        );
  }
  const unstocked = rows.find((row) => row.location_id === null);
  if (unstocked) {
    const line = lines[unstocked.n]!;
    throw new StoredeskError(
      'invalid_data',
      `location_id: inventory item ${line.inventoryItemId} is not stocked at location ${line.locationId}; add a stock level there first.`,
      'not_stocked_at_location',
    );
  }
  if (rows.some((row) => !row.ok)) {
    throw new StockShortageError(await shortagesOf(tx, storeId, rows));
  }
  return ids;
}

export interface VariantLine {
  lineItemId: string;
  variantId: string;
  quantity: number;
}

export interface ReservedLine {
  lineItemId: string;
  reservationId: string;
  inventoryItemId: string;
  locationId: string;
  quantity: number;
}

/**
 * The stock function of cart completion: reserves what each line's variant takes out of stock,
 * for many lines in ONE statement. Each line is placed at the location of the sales channel
 * (the store's default channel when none is given; or exactly `locationId`) where its item has
 * the most available; the levels' reserved quantities go up and the reservations are written,
 * all or nothing. A variant that does not manage inventory reserves nothing.
 *
 * Answers the reservations made; throws StockShortageError naming every refused line (not
 * enough available, or not stocked at any location of the channel). Run it inside the
 * transaction that creates the order: a refusal rolls the whole completion back.
 */
export async function reserveVariants(
  tx: Tx,
  storeId: string,
  lines: readonly VariantLine[],
  options: {
    salesChannelId?: string | null;
    locationId?: string | null;
    createdBy?: string | null;
  },
): Promise<ReservedLine[]> {
  if (lines.length === 0) return [];
  const wanted = JSON.stringify(
    lines.map((line, n) => ({
      n,
      reservation_id: newId('resitem'),
      line_item_id: line.lineItemId,
      variant_id: line.variantId,
      quantity: line.quantity,
    })),
  );
  const locations = options.locationId
    ? sql`l.id = ${options.locationId}`
    : sql`EXISTS (SELECT 1 FROM sales_channel_stock_location scl
        WHERE scl.store_id = l.store_id AND scl.location_id = l.id
          AND scl.sales_channel_id = coalesce(${options.salesChannelId ?? null}::text,
            (SELECT s.default_sales_channel_id FROM store s WHERE s.id = ${storeId})))`;
  const rows = await rowsOf<Placed>(
    tx,
    sql`WITH wanted AS (
      SELECT * FROM jsonb_to_recordset(${wanted}::jsonb) AS w(n int, reservation_id text,
        line_item_id text, variant_id text, quantity int)
    ),
    locs AS (
      SELECT l.id FROM stock_location l
      WHERE l.store_id = ${storeId} AND l.deleted_at IS NULL AND ${locations}
    ),
    need AS (
      SELECT w.n, w.reservation_id, w.line_item_id, pvi.inventory_item_id AS item_id,
        w.quantity * pvi.required_quantity AS qty, v.allow_backorder AS backorder
      FROM wanted w
      JOIN product_variant v ON v.store_id = ${storeId} AND v.id = w.variant_id
        AND v.deleted_at IS NULL AND v.manage_inventory
      JOIN product_variant_inventory_item pvi
        ON pvi.store_id = v.store_id AND pvi.variant_id = v.id
      JOIN inventory_item i ON i.store_id = pvi.store_id AND i.id = pvi.inventory_item_id
        AND i.deleted_at IS NULL
    ),
    placed AS (
      SELECT DISTINCT ON (nd.n) nd.n, nd.reservation_id, nd.line_item_id, nd.item_id, nd.qty,
        nd.backorder, il.location_id, NULL::text AS description, NULL::text AS external_id,
        NULL::jsonb AS metadata
      FROM need nd
      LEFT JOIN inventory_level il ON il.store_id = ${storeId}
        AND il.inventory_item_id = nd.item_id AND il.location_id IN (SELECT id FROM locs)
      ORDER BY nd.n, (il.stocked_quantity - il.reserved_quantity) DESC NULLS LAST, il.location_id
    ),
    ${reserveTail(storeId, options.createdBy ?? null)}`,
  );
  if (rows.some((row) => !row.ok)) {
    throw new StockShortageError(await shortagesOf(tx, storeId, rows));
  }
  return rows.map((row) => ({
    lineItemId: row.line_item_id!,
    reservationId: row.reservation_id!,
    inventoryItemId: row.item_id!,
    locationId: row.location_id!,
    quantity: row.qty,
  }));
}

export interface ReservationChange {
  quantity?: number | undefined;
  locationId?: string | undefined;
  description?: string | null | undefined;
  metadata?: Record<string, unknown> | null | undefined;
}

/**
 * Changes a reservation's quantity or location in one statement: the reservation row, and the
 * reserved quantity of the level(s) by the difference (released where it was, taken where it
 * goes, only while enough is available there). Answers false when there is no such live
 * reservation; throws StockShortageError when the new level cannot give the difference.
 */
export async function changeReservation(
  tx: Tx,
  storeId: string,
  id: string,
  change: ReservationChange,
): Promise<boolean> {
  const sets: SQL[] = [
    sql`quantity = n.new_q`,
    sql`location_id = n.new_loc`,
    sql`updated_at = now()`,
  ];
  if (change.description !== undefined) sets.push(sql`description = ${change.description}`);
  if (change.metadata !== undefined) {
    sets.push(
      sql`metadata = ${change.metadata === null ? null : JSON.stringify(change.metadata)}::jsonb`,
    );
  }
  const [row] = await rowsOf<{
    found: number;
    wanted: number;
    done: number;
    item_id: string | null;
    new_loc: string | null;
    delta: number | null;
    stocked_at_new: boolean;
    location_live: boolean;
  }>(
    tx,
    sql`WITH old AS (
      SELECT r.id, r.inventory_item_id AS item_id, r.location_id AS old_loc, r.quantity AS old_q
      FROM reservation_item r
      WHERE r.store_id = ${storeId} AND r.id = ${id} AND r.deleted_at IS NULL
      FOR UPDATE
    ),
    n AS (
      SELECT o.*, coalesce(${change.locationId ?? null}::text, o.old_loc) AS new_loc,
        coalesce(${change.quantity ?? null}::int, o.old_q) AS new_q
      FROM old o
    ),
    deltas AS (
      SELECT item_id, loc, sum(delta)::int AS delta FROM (
        SELECT item_id, old_loc AS loc, -old_q AS delta FROM n
        UNION ALL SELECT item_id, new_loc, new_q FROM n) d
      GROUP BY item_id, loc HAVING sum(delta) <> 0
    ),
    levels AS (
      UPDATE inventory_level il
      SET reserved_quantity = greatest(il.reserved_quantity + d.delta, 0), updated_at = now()
      FROM deltas d
      WHERE il.store_id = ${storeId} AND il.inventory_item_id = d.item_id AND il.location_id = d.loc
        AND EXISTS (SELECT 1 FROM stock_location l WHERE l.store_id = il.store_id
          AND l.id = il.location_id AND l.deleted_at IS NULL)
        AND (d.delta <= 0 OR il.stocked_quantity - il.reserved_quantity >= d.delta
          OR ${backorderAllowed(storeId, sql`d.item_id`)})
      RETURNING il.location_id
    ),
    changed AS (
      UPDATE reservation_item r SET ${sql.join(sets, sql`, `)}
      FROM n
      WHERE r.store_id = ${storeId} AND r.id = n.id
        AND (SELECT count(*) FROM levels) = (SELECT count(*) FROM deltas)
      RETURNING r.id
    )
    SELECT (SELECT count(*) FROM old)::int AS found,
      (SELECT count(*) FROM deltas)::int AS wanted,
      (SELECT count(*) FROM levels)::int AS done,
      (SELECT count(*) FROM changed)::int AS changed,
      (SELECT item_id FROM n) AS item_id, (SELECT new_loc FROM n) AS new_loc,
      (SELECT delta FROM deltas d JOIN n ON d.loc = n.new_loc) AS delta,
      EXISTS (SELECT 1 FROM inventory_level il JOIN n ON il.store_id = ${storeId}
        AND il.inventory_item_id = n.item_id AND il.location_id = n.new_loc) AS stocked_at_new,
      EXISTS (SELECT 1 FROM stock_location l JOIN n ON l.store_id = ${storeId}
        AND l.id = n.new_loc AND l.deleted_at IS NULL) AS location_live`,
  );
  if (!row || row.found === 0) return false;
  if (row.done === row.wanted) return true;
  if (!row.location_live) {
    throw new StoredeskError('not_found', `StockLocation with id: ${row.new_loc} was not found`);
  }
  if (!row.stocked_at_new) {
    throw new StoredeskError(
      'invalid_data',
      `location_id: inventory item ${row.item_id} is not stocked at location ${row.new_loc}; add a stock level there first.`,
      'not_stocked_at_location',
    );
  }
  throw new StockShortageError(
    await shortagesOf(tx, storeId, [
      {
        n: 0,
        line_item_id: null,
        item_id: row.item_id,
        location_id: row.new_loc,
        qty: row.delta ?? 0,
        ok: false,
      },
    ]),
  );
}

/**
 * Deletes a reservation (soft) and gives its quantity back to its level, in one statement.
 * Answers false when there is no such live reservation.
 */
export async function releaseReservation(tx: Tx, storeId: string, id: string): Promise<boolean> {
  const [row] = await rowsOf<{ found: number }>(
    tx,
    sql`WITH gone AS (
      UPDATE reservation_item SET deleted_at = now(), updated_at = now()
      WHERE store_id = ${storeId} AND id = ${id} AND deleted_at IS NULL
      RETURNING inventory_item_id, location_id, quantity
    ),
    released AS (
      UPDATE inventory_level il
      SET reserved_quantity = greatest(il.reserved_quantity - g.quantity, 0), updated_at = now()
      FROM gone g
      WHERE il.store_id = ${storeId} AND il.inventory_item_id = g.inventory_item_id
        AND il.location_id = g.location_id
      RETURNING il.id
    )
    SELECT (SELECT count(*) FROM gone)::int AS found, (SELECT count(*) FROM released)::int AS released`,
  );
  return (row?.found ?? 0) > 0;
}

/**
 * The CTEs that release every live reservation of the line items `lines` (a subquery of line
 * ids) and give their quantities back to their levels, ending in `levels`: the head of a
 * statement the caller finishes (canceling an order or an exchange, with its timeline).
 */
export const releaseLinesSql = (storeId: string, lines: SQL) => sql`WITH released AS (
    UPDATE reservation_item r SET deleted_at = now(), updated_at = now()
    WHERE r.store_id = ${storeId} AND r.deleted_at IS NULL AND r.line_item_id IN (${lines})
    RETURNING r.inventory_item_id, r.location_id, r.quantity
  ), per_level AS (
    SELECT inventory_item_id, location_id, sum(quantity)::int AS quantity
    FROM released GROUP BY inventory_item_id, location_id
  ), levels AS (
    UPDATE inventory_level il SET reserved_quantity = greatest(il.reserved_quantity - p.quantity, 0),
      updated_at = now()
    FROM per_level p
    WHERE il.store_id = ${storeId} AND il.inventory_item_id = p.inventory_item_id
      AND il.location_id = p.location_id
  )`;

export interface AdjustInput {
  inventoryItemId: string;
  locationId: string;
  mode: 'set' | 'add';
  quantity: number;
  reason: string;
  note?: string | null | undefined;
  createdBy: string | null;
}

/**
 * The admin's "adjust": sets the stocked quantity at a level, or adds to it (a negative number
 * takes away), and writes the change with its reason to the adjustment history, in one
 * statement. Stock never goes below zero: an adjustment that would is refused (409). Throws
 * not_found when the item has no level at the location.
 */
export async function adjustStock(tx: Tx, storeId: string, input: AdjustInput): Promise<void> {
  const target =
    input.mode === 'set' ? sql`${input.quantity}::int` : sql`(o.before + ${input.quantity}::int)`;
  const [row] = await rowsOf<{ found: number; adjusted: number; before: number | null }>(
    tx,
    sql`WITH old AS (
      SELECT il.id, il.stocked_quantity AS before
      FROM inventory_level il
      WHERE il.store_id = ${storeId} AND il.inventory_item_id = ${input.inventoryItemId}
        AND il.location_id = ${input.locationId}
        AND EXISTS (SELECT 1 FROM inventory_item i WHERE i.store_id = il.store_id
          AND i.id = il.inventory_item_id AND i.deleted_at IS NULL)
        AND EXISTS (SELECT 1 FROM stock_location l WHERE l.store_id = il.store_id
          AND l.id = il.location_id AND l.deleted_at IS NULL)
      FOR UPDATE
    ),
    lvl AS (
      UPDATE inventory_level il SET stocked_quantity = ${target}, updated_at = now()
      FROM old o
      WHERE il.store_id = ${storeId} AND il.id = o.id AND ${target} >= 0
      RETURNING il.inventory_item_id, il.location_id, il.stocked_quantity, o.before
    ),
    adj AS (
      INSERT INTO inventory_adjustment (store_id, id, inventory_item_id, location_id, mode,
        quantity_change, stocked_quantity, reason, note, created_by)
      SELECT ${storeId}, ${newId('iadj')}, lvl.inventory_item_id, lvl.location_id, ${input.mode},
        lvl.stocked_quantity - lvl.before, lvl.stocked_quantity, ${input.reason},
        ${input.note ?? null}, ${input.createdBy}
      FROM lvl
      RETURNING id
    )
    SELECT (SELECT count(*) FROM old)::int AS found, (SELECT count(*) FROM adj)::int AS adjusted,
      (SELECT before FROM old) AS before`,
  );
  if (!row || row.found === 0) {
    throw new StoredeskError(
      'not_found',
      `Inventory level of item ${input.inventoryItemId} at location ${input.locationId} was not found`,
    );
  }
  if (row.adjusted === 0) {
    throw new StoredeskError(
      'conflict',
      `quantity: inventory item ${input.inventoryItemId} has ${row.before ?? 0} in stock at location ${input.locationId}; stock cannot go below zero.`,
      'insufficient_inventory',
    );
  }
}

/**
 * Gives variants that manage inventory their inventory item, link and level, and writes their
 * stock, in bulk (two statements whatever the number of variants). `source` is a SELECT of
 * `(variant_id text, quantity int)`; the quantity is the variant's wanted `inventory_quantity`
 * (null: leave the stock alone).
 *
 * 1. A variant without an item gets one (SKU, title and customs fields from the variant), linked
 *    to it, stocked at the store's default location with the quantity (or, when none is given,
 *    the variant's old `inventory_quantity` column, so that switching manage_inventory on keeps
 *    what a v1 client saw).
 * 2. A variant with an item and a quantity: the default location's stocked quantity becomes
 *    whatever makes the variant's available quantity over all the store's locations equal the
 *    quantity. With one location and nothing reserved that is simply stocked = quantity; and a
 *    v1 client (or our product page) that writes back the inventory_quantity it read changes
 *    nothing, even while some of it is reserved.
 *
 * `importJobId`: the new items belong to an import's hidden slice and stay hidden with its
 * products until that job completes (no RETURNING: the new rows need not be readable).
 */
export async function ensureVariantStock(
  tx: Tx,
  storeId: string,
  source: SQL,
  importJobId?: string,
): Promise<void> {
  await tx.execute(sql`WITH src AS (
      SELECT DISTINCT ON (s.variant_id) s.variant_id, s.quantity
      FROM (${source}) s ORDER BY s.variant_id, s.quantity DESC NULLS LAST
    ),
    need AS MATERIALIZED (
      SELECT v.id AS variant_id, v.sku, v.title, v.hs_code, v.origin_country, v.mid_code,
        v.material, v.weight, v.length, v.height, v.width,
        greatest(coalesce(src.quantity, v.inventory_quantity, 0), 0) AS quantity,
        'iitem_' || ${randomBody} AS item_id, 'pvitem_' || ${randomBody} AS link_id,
        'ilev_' || ${randomBody} AS level_id
      FROM src
      JOIN product_variant v ON v.store_id = ${storeId} AND v.id = src.variant_id
      WHERE v.manage_inventory AND v.deleted_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM product_variant_inventory_item pvi
          WHERE pvi.store_id = v.store_id AND pvi.variant_id = v.id)
    ),
    items AS (
      INSERT INTO inventory_item (store_id, id, sku, title, hs_code, origin_country, mid_code,
        material, weight, length, height, width, import_job_id)
      SELECT ${storeId}, item_id, sku, title, hs_code, origin_country, mid_code, material,
        weight, length, height, width, ${importJobId ?? null}::text
      FROM need
    ),
    links AS (
      INSERT INTO product_variant_inventory_item (store_id, id, variant_id, inventory_item_id)
      SELECT ${storeId}, link_id, variant_id, item_id FROM need
      RETURNING id
    )
    INSERT INTO inventory_level (store_id, id, inventory_item_id, location_id, stocked_quantity)
    SELECT ${storeId}, need.level_id, need.item_id, s.default_location_id, need.quantity
    FROM need JOIN store s ON s.id = ${storeId}
    WHERE s.default_location_id IS NOT NULL`);

  await tx.execute(sql`WITH src AS (
      SELECT DISTINCT ON (s.variant_id) s.variant_id, s.quantity
      FROM (${source}) s WHERE s.quantity IS NOT NULL ORDER BY s.variant_id, s.quantity DESC
    )
    INSERT INTO inventory_level (store_id, id, inventory_item_id, location_id, stocked_quantity)
    SELECT ${storeId}, 'ilev_' || ${randomBody}, pvi.inventory_item_id, st.default_location_id,
      greatest(src.quantity * pvi.required_quantity - coalesce(total.available, 0)
        + coalesce(here.stocked_quantity, 0), 0)
    FROM src
    JOIN product_variant v ON v.store_id = ${storeId} AND v.id = src.variant_id
      AND v.manage_inventory AND v.deleted_at IS NULL
    JOIN product_variant_inventory_item pvi ON pvi.store_id = v.store_id AND pvi.variant_id = v.id
    JOIN store st ON st.id = ${storeId} AND st.default_location_id IS NOT NULL
    LEFT JOIN inventory_level here ON here.store_id = pvi.store_id
      AND here.inventory_item_id = pvi.inventory_item_id AND here.location_id = st.default_location_id
    LEFT JOIN LATERAL (
      SELECT sum(a.stocked_quantity - a.reserved_quantity) AS available
      FROM inventory_level a
      JOIN stock_location l ON l.store_id = a.store_id AND l.id = a.location_id
        AND l.deleted_at IS NULL
      WHERE a.store_id = pvi.store_id AND a.inventory_item_id = pvi.inventory_item_id
    ) total ON true
    ON CONFLICT (store_id, inventory_item_id, location_id) DO UPDATE
      SET stocked_quantity = excluded.stocked_quantity, updated_at = now()
      WHERE inventory_level.stocked_quantity IS DISTINCT FROM excluded.stocked_quantity`);
}

/** `(variant_id, quantity)` rows for `ensureVariantStock` from values known in the request. */
export function variantQuantities(
  rows: readonly { variantId: string; quantity: number | null | undefined }[],
): SQL {
  const json = JSON.stringify(
    rows.map((row) => ({ variant_id: row.variantId, quantity: row.quantity ?? null })),
  );
  return sql`SELECT * FROM jsonb_to_recordset(${json}::jsonb) AS r(variant_id text, quantity int)`;
}

/**
 * The inventory items of variants that are gone (deleted with their product, or on their own):
 * their links go and the items are soft-deleted, so the inventory list shows only what can be
 * sold. An item with live reservations keeps its stock rows; the orders that hold them still
 * name it.
 */
export async function retireVariantItems(tx: Tx, storeId: string, variants: SQL): Promise<void> {
  await tx.execute(sql`WITH gone AS (
      DELETE FROM product_variant_inventory_item pvi
      WHERE pvi.store_id = ${storeId} AND pvi.variant_id IN (${variants})
      RETURNING pvi.inventory_item_id
    )
    UPDATE inventory_item i SET deleted_at = now(), updated_at = now()
    FROM gone g
    WHERE i.store_id = ${storeId} AND i.id = g.inventory_item_id AND i.deleted_at IS NULL`);
}

/**
 * SQL text (for the catalogue reads, products.query.ts) of a variant's `inventory_quantity`:
 * for a variant that manages inventory, what is available of its item over the locations in
 * `stock_scope.location_ids` (a CTE of the same statement, see `stockScopeCte`), in units of
 * the variant; otherwise the variant's own column, as before stock moved to locations.
 */
export function variantInventoryQuantityText(v: string): string {
  return `CASE WHEN ${v}.manage_inventory THEN coalesce((
      SELECT floor(sum(sil.stocked_quantity - sil.reserved_quantity)::numeric
        / min(spvi.required_quantity))::int
      FROM product_variant_inventory_item spvi
      JOIN inventory_level sil ON sil.store_id = spvi.store_id
        AND sil.inventory_item_id = spvi.inventory_item_id
      WHERE spvi.store_id = ${v}.store_id AND spvi.variant_id = ${v}.id
        AND sil.location_id = ANY((SELECT location_ids FROM stock_scope)::text[])), 0)
    ELSE ${v}.inventory_quantity END`;
}

/**
 * SQL text of the `stock_scope` CTE: the locations whose stock a request sees. Admin: every live
 * location of the store. Store API: the locations serving the publishable key's sales channels,
 * or the store's default channel when the key names none. Parameters are placeholders the
 * caller made (values travel as parameters).
 */
export function stockScopeCteText(
  scope: 'admin' | 'store',
  storeParam: string,
  channelsParam: string | null,
): string {
  const served =
    scope === 'admin'
      ? ''
      : `AND EXISTS (SELECT 1 FROM sales_channel_stock_location scl
          WHERE scl.store_id = l.store_id AND scl.location_id = l.id
            AND scl.sales_channel_id = ${
              channelsParam
                ? `ANY(${channelsParam})`
                : `(SELECT s.default_sales_channel_id FROM store s WHERE s.id = ${storeParam})`
            })`;
  return `stock_scope AS MATERIALIZED (
    SELECT coalesce(array_agg(l.id), '{}'::text[]) AS location_ids FROM stock_location l
    WHERE l.store_id = ${storeParam} AND l.deleted_at IS NULL ${served})`;
}

/** Drizzle form of a variant's `inventory_quantity` over every live location of the store. */
export function variantInventoryQuantity(storeId: string): SQL<number> {
  return sql<number>`CASE WHEN product_variant.manage_inventory THEN coalesce((
      SELECT floor(sum(sil.stocked_quantity - sil.reserved_quantity)::numeric
        / min(spvi.required_quantity))::int
      FROM product_variant_inventory_item spvi
      JOIN inventory_level sil ON sil.store_id = spvi.store_id
        AND sil.inventory_item_id = spvi.inventory_item_id
      JOIN stock_location sl ON sl.store_id = sil.store_id AND sl.id = sil.location_id
        AND sl.deleted_at IS NULL
      WHERE spvi.store_id = ${storeId} AND spvi.variant_id = product_variant.id), 0)
    ELSE product_variant.inventory_quantity END`.mapWith(Number);
}

/**
 * Puts stock back at a location: each variant of `lines` that manages inventory adds
 * `quantity × required_quantity` of its inventory item to the location's stocked quantity (a
 * level is made when the item had none there), and the history gets one adjustment per item
 * with `reason`. One statement whatever the number of lines; answers how many items changed.
 */
export async function restock(
  tx: Tx,
  storeId: string,
  input: {
    locationId: string;
    lines: ReadonlyArray<{ variant_id: string | null; quantity: number }>;
    reason: string;
    note: string | null;
    createdBy: string | null;
  },
): Promise<number> {
  const lines = JSON.stringify(input.lines.filter((line) => line.variant_id && line.quantity > 0));
  const [row] = await rowsOf<{ changed: number }>(
    tx,
    sql`WITH wanted AS (
        SELECT pvi.inventory_item_id AS item, sum(l.quantity * pvi.required_quantity)::int AS qty
        FROM jsonb_to_recordset(${lines}::jsonb) AS l(variant_id text, quantity int)
        JOIN product_variant v ON v.store_id = ${storeId} AND v.id = l.variant_id
          AND v.manage_inventory
        JOIN product_variant_inventory_item pvi
          ON pvi.store_id = v.store_id AND pvi.variant_id = v.id
        GROUP BY pvi.inventory_item_id
      ), levels AS (
        INSERT INTO inventory_level (store_id, id, inventory_item_id, location_id, stocked_quantity)
        SELECT ${storeId}, 'ilev_' || ${randomBody}, w.item, ${input.locationId}, w.qty FROM wanted w
        ON CONFLICT (store_id, inventory_item_id, location_id) DO UPDATE
          SET stocked_quantity = inventory_level.stocked_quantity + excluded.stocked_quantity,
            updated_at = now()
        RETURNING inventory_item_id, stocked_quantity
      ), history AS (
        INSERT INTO inventory_adjustment (store_id, id, inventory_item_id, location_id, mode,
          quantity_change, stocked_quantity, reason, note, created_by)
        SELECT ${storeId}, 'iadj_' || ${randomBody}, w.item, ${input.locationId}, 'add', w.qty,
          lv.stocked_quantity, ${input.reason}, ${input.note}, ${input.createdBy}
        FROM wanted w JOIN levels lv ON lv.inventory_item_id = w.item
      )
      SELECT count(*)::int AS changed FROM levels`,
  );
  return row?.changed ?? 0;
}
