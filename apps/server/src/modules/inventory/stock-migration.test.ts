import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyPostgresDatabase, testDatabaseKind } from '../../../test/database.js';
import { MEMORY, openDatabase, type Database } from '../../platform/db/client.js';
import { stockScopeCteText, variantInventoryQuantityText } from '../stock/stock.js';

/*
 * Migrations 0019/0020 move every existing store onto stock per location. A store made before
 * them (schema at 0018: stock was product_variant.inventory_quantity) must keep its stock: a
 * default location serving each of its sales channels, an item, link and level per variant
 * that manages inventory (negative stock becomes 0), none for a variant that does not, its
 * shipping profiles and the `manual` providers in its region.
 */

const DRIZZLE = path.resolve(import.meta.dirname, '../../../drizzle');
const BEFORE = '0018_tenant_table_function';

let database: Database;
let partial: string;
let dropDatabase = async () => undefined as void;

/** A copy of the migrations folder that ends at 0018 (journal and files). */
function migrationsUpTo(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'storedesk-migrations-'));
  cpSync(DRIZZLE, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
    entries: Array<{ idx: number; tag: string }>;
  };
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(last).toBeGreaterThan(0);
  for (const entry of journal.entries.slice(last + 1)) {
    rmSync(path.join(folder, `${entry.tag}.sql`));
  }
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

async function migrateTo(folder: string) {
  if (database.kind === 'postgres')
    await migratePg(database.db as never, { migrationsFolder: folder });
  else await migratePglite(database.db as never, { migrationsFolder: folder });
}

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  partial = migrationsUpTo(BEFORE);
  if (testDatabaseKind() === 'postgres') {
    const empty = await emptyPostgresDatabase('storedesk_test');
    database = await openDatabase({ dataDir: MEMORY, databaseUrl: empty.url, maxConnections: 2 });
    dropDatabase = empty.drop;
  } else {
    database = await openDatabase({ dataDir: MEMORY });
  }
});

afterAll(async () => {
  await database?.close();
  await dropDatabase();
  rmSync(partial, { recursive: true, force: true });
});

describe('migrations 0019/0020 on a store made before them', () => {
  it('keep its stock: default location for both channels, items, links, levels, providers', async () => {
    await migrateTo(partial);
    const tables = await rows<{ name: string }>(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_name in ('stock_location', 'product_variant')`,
    );
    expect(tables.map((table) => table.name)).toEqual(['product_variant']);

    // The store as it was: a region, two channels, three variants (7, -2, not managed).
    for (const statement of [
      `insert into currency (code, symbol, symbol_native, name, decimal_digits)
              values ('eur', '€', '€', 'Euro', 2) on conflict do nothing`,
      `insert into organization (id, name) values ('org_old', 'Old Shop')`,
      `insert into store (id, organization_id, name, default_currency_code)
              values ('store_old', 'org_old', 'Old Shop', 'eur')`,
      `insert into region (store_id, id, name, currency_code)
              values ('store_old', 'reg_old', 'Default Region', 'eur')`,
      `insert into sales_channel (store_id, id, name) values
              ('store_old', 'sc_web', 'Web'), ('store_old', 'sc_pos', 'Shop counter')`,
      `update store set default_sales_channel_id = 'sc_web' where id = 'store_old'`,
      `insert into product (store_id, id, title, handle)
              values ('store_old', 'prod_old', 'Mug', 'mug')`,
      `insert into product_variant (store_id, id, product_id, title, sku, inventory_quantity, manage_inventory)
              values ('store_old', 'variant_SEVEN', 'prod_old', 'Blue', 'MUG-BLUE', 7, true),
                     ('store_old', 'variant_OWED', 'prod_old', 'Red', 'MUG-RED', -2, true),
                     ('store_old', 'variant_FREE', 'prod_old', 'Voucher', null, 5, false)`,
    ]) {
      await database.db.execute(sql.raw(statement));
    }

    await database.migrate();

    const [shop] = await rows<{ location: string | null; handle: string }>(
      sql`select default_location_id as location, handle from store where id = 'store_old'`,
    );
    expect(shop!.location).toMatch(/^sloc_/);
    // Every later migration ran in the same transaction too (0027 names the store).
    expect(shop!.handle).toBe('old-shop');
    const locations = await rows<{ id: string; name: string }>(
      sql`select id, name from stock_location where store_id = 'store_old'`,
    );
    expect(locations).toEqual([{ id: shop!.location, name: 'Default location' }]);
    const served = await rows<{ channel: string; location: string }>(
      sql`select sales_channel_id as channel, location_id as location
          from sales_channel_stock_location where store_id = 'store_old' order by 1`,
    );
    expect(served).toEqual([
      { channel: 'sc_pos', location: shop!.location },
      { channel: 'sc_web', location: shop!.location },
    ]);

    const stock = await rows<{
      variant: string;
      item: string;
      sku: string | null;
      location: string;
      stocked: number;
      reserved: number;
    }>(
      sql`select pvi.variant_id as variant, i.id as item, i.sku, l.location_id as location,
            l.stocked_quantity as stocked, l.reserved_quantity as reserved
          from product_variant_inventory_item pvi
          join inventory_item i on i.store_id = pvi.store_id and i.id = pvi.inventory_item_id
          join inventory_level l on l.store_id = i.store_id and l.inventory_item_id = i.id
          where pvi.store_id = 'store_old' order by pvi.variant_id`,
    );
    expect(stock.map(({ item: _item, ...rest }) => rest)).toEqual([
      {
        variant: 'variant_OWED',
        sku: 'MUG-RED',
        location: shop!.location,
        stocked: 0,
        reserved: 0,
      },
      {
        variant: 'variant_SEVEN',
        sku: 'MUG-BLUE',
        location: shop!.location,
        stocked: 7,
        reserved: 0,
      },
    ]);
    expect(stock.every((row) => row.item.startsWith('iitem_'))).toBe(true);

    const profiles = await rows<{ type: string }>(
      sql`select type from shipping_profile where store_id = 'store_old' order by type`,
    );
    expect(profiles.map((profile) => profile.type)).toEqual(['default', 'gift_card']);
    const payment = await rows<{ provider: string }>(
      sql`select provider_id as provider from region_payment_provider where region_id = 'reg_old'`,
    );
    const fulfilment = await rows<{ provider: string }>(
      sql`select provider_id as provider from region_fulfillment_provider where region_id = 'reg_old'`,
    );
    expect(payment).toEqual([{ provider: 'manual' }]);
    expect(fulfilment).toEqual([{ provider: 'manual' }]);

    // And the catalogue reads that stock: 7 and 0 where inventory is managed, 5 where not.
    const answer = await rows<{ id: string; q: number }>(
      sql.raw(`WITH ${stockScopeCteText('admin', "'store_old'", null)}
        SELECT v.id, ${variantInventoryQuantityText('v')} AS q
        FROM product_variant v WHERE v.store_id = 'store_old' ORDER BY v.id`),
    );
    expect(answer).toEqual([
      { id: 'variant_FREE', q: 5 },
      { id: 'variant_OWED', q: 0 },
      { id: 'variant_SEVEN', q: 7 },
    ]);
  });
});
