import { AdminGetVariantsVariantInventoryRes, ErrorBody } from '@storedesk/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { createOrg, createProduct, type TestOrg } from '../../../test/factories.js';
import { MEMORY, openDatabase, type Database } from '../../platform/db/client.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { StockShortageError, reserveVariants } from '../stock/stock.js';
import { inventoryLevel, reservationItem } from './inventory.tables.js';

/*
 * docs/architecture.md: a stock decrement is one conditional UPDATE that cannot take a level below zero.
 * Fifty reservations of one unit race for a level of ten: exactly ten succeed, forty are refused
 * with a 409 that names the item, and the level ends with nothing available. On PostgreSQL the
 * requests run on real parallel connections (the app's pool, then a pool of 25 of our own); on
 * PGlite (one connection) the same run is serialised and must end the same way.
 */

const RACERS = 50;
const UNITS = 10;

/** The run's figures, for the record (vitest shows a test's output). */
const report = (line: string) => process.stdout.write(`${line}\n`);

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(() => test.close());

async function oneLevelOfTen(org: TestOrg) {
  const product = await createProduct(test, org);
  const variantId = product.variantIds[0]!;
  const response = await org.admin.get(`/admin/variants/${variantId}/inventory`);
  const item = AdminGetVariantsVariantInventoryRes.parse(response.body).variant.inventory[0]!;
  expect(item.stocked_quantity).toBe(UNITS);
  return { variantId, itemId: item.id, locationId: item.location_levels[0]!.location_id };
}

async function finalState(storeId: string, itemId: string) {
  const [level] = await test.database.db
    .select()
    .from(inventoryLevel)
    .where(and(eq(inventoryLevel.storeId, storeId), eq(inventoryLevel.inventoryItemId, itemId)));
  const reservations = await test.database.db
    .select({ quantity: reservationItem.quantity })
    .from(reservationItem)
    .where(
      and(
        eq(reservationItem.storeId, storeId),
        eq(reservationItem.inventoryItemId, itemId),
        isNull(reservationItem.deletedAt),
      ),
    );
  return {
    stocked: level!.stockedQuantity,
    reserved: level!.reservedQuantity,
    available: level!.stockedQuantity - level!.reservedQuantity,
    reservations: reservations.length,
  };
}

describe('stock under concurrency', () => {
  it(`${RACERS} concurrent reservations of one unit on a level of ${UNITS} (HTTP)`, async () => {
    const org = await createOrg(test);
    const { itemId, locationId } = await oneLevelOfTen(org);
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, n) =>
        org.admin.post('/admin/reservations', {
          inventory_item_id: itemId,
          location_id: locationId,
          quantity: 1,
          description: `racer ${n}`,
        }),
      ),
    );
    const elapsed = Date.now() - started;
    const ok = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(ok).toHaveLength(UNITS);
    expect(refused).toHaveLength(RACERS - UNITS);
    for (const answer of refused) {
      const body = ErrorBody.parse(answer.body);
      expect(body).toMatchObject({ type: 'conflict', code: 'insufficient_inventory' });
      expect(body.message).toContain(itemId);
      expect(body.message).toMatch(/0 available, 1 requested/);
    }
    expect(await finalState(org.storeId, itemId)).toEqual({
      stocked: UNITS,
      reserved: UNITS,
      available: 0,
      reservations: UNITS,
    });
    report(
      `[concurrency/http ${test.database.kind}] ${RACERS} requests in ${elapsed} ms: ${ok.length} reserved, ${refused.length} refused`,
    );
  });

  it(`${RACERS} concurrent cart completions on their own connections (reserveVariants)`, async () => {
    const org = await createOrg(test);
    const { variantId, itemId } = await oneLevelOfTen(org);
    // PostgreSQL: a pool of 25 connections of our own, so the transactions truly overlap (each
    // holds its connection for a moment first, then all race for the one row).
    let pool: Database | undefined;
    if (test.database.kind === 'postgres') {
      pool = await openDatabase({
        dataDir: MEMORY,
        databaseUrl: test.database.url!,
        maxConnections: 25,
      });
    }
    const db = pool?.db ?? test.database.db;
    try {
      let inFlight = 0;
      let mostInFlight = 0;
      const results = await Promise.all(
        Array.from({ length: RACERS }, (_, n) =>
          withTenantTx(db, org.storeId, async (tx) => {
            inFlight += 1;
            mostInFlight = Math.max(mostInFlight, inFlight);
            try {
              await tx.execute(sql`select pg_sleep(0.02)`);
              return await reserveVariants(
                tx,
                org.storeId,
                [{ lineItemId: `item_racer_${n}`, variantId, quantity: 1 }],
                { salesChannelId: org.salesChannelId },
              );
            } finally {
              inFlight -= 1;
            }
          }).then(
            (lines) => ({ ok: true as const, lines }),
            (error: unknown) => ({ ok: false as const, error }),
          ),
        ),
      );
      const ok = results.filter((result) => result.ok);
      const refused = results.filter((result) => !result.ok);
      expect(ok).toHaveLength(UNITS);
      expect(refused).toHaveLength(RACERS - UNITS);
      for (const result of refused) {
        const error = (result as { error: unknown }).error;
        expect(error).toBeInstanceOf(StockShortageError);
        expect((error as StockShortageError).status).toBe(409);
        expect((error as StockShortageError).shortages[0]).toMatchObject({
          inventoryItemId: itemId,
          requested: 1,
          available: 0,
        });
      }
      if (test.database.kind === 'postgres') expect(mostInFlight).toBeGreaterThan(10);
      expect(await finalState(org.storeId, itemId)).toEqual({
        stocked: UNITS,
        reserved: UNITS,
        available: 0,
        reservations: UNITS,
      });
      report(
        `[concurrency/direct ${test.database.kind}] ${RACERS} transactions, up to ${mostInFlight} at once: ${ok.length} reserved, ${refused.length} refused`,
      );
    } finally {
      await pool?.close();
    }
  });
});
