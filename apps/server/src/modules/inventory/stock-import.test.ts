import {
  AdminBatchJobRes,
  AdminStockLocationsRes,
  AdminUploadsDownloadUrlRes,
  AdminUploadsRes,
  type BatchJob,
} from '@storedesk/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { queryRows } from '../../../test/database.js';
import { createOrg, type TestOrg } from '../../../test/factories.js';

/*
 * The CSV import writes stock the way the API does (an item, link and level per new variant that
 * manages inventory; Variant Inventory Quantity sets the default location), in bulk; the export
 * writes the stock the admin answers, so a file exported and imported again changes nothing.
 */

const HEADER =
  'Product Handle,Product Title,Product Status,Variant Title,Variant SKU,Variant Inventory Quantity,Variant Manage Inventory,Option 1 Name,Option 1 Value,Price USD';

let test: TestApp;
let org: TestOrg;

beforeAll(async () => {
  test = await buildTestApp();
  org = await createOrg(test);
});
afterAll(() => test.close());

async function runJob(body: Record<string, unknown>, confirm: boolean): Promise<BatchJob> {
  const created = await org.admin.post('/admin/batch-jobs', body);
  expect(created.status, created.text).toBe(200);
  const id = AdminBatchJobRes.parse(created.body).batch_job.id;
  await test.app.jobs.drain();
  if (confirm) {
    expect((await org.admin.post(`/admin/batch-jobs/${id}/confirm`)).status).toBe(200);
    await test.app.jobs.drain();
  }
  return AdminBatchJobRes.parse((await org.admin.get(`/admin/batch-jobs/${id}`)).body).batch_job;
}

async function importCsv(rows: string[]): Promise<BatchJob> {
  const form = new FormData();
  form.append(
    'files',
    new Blob([[HEADER, ...rows].join('\n') + '\n'], { type: 'text/csv' }),
    'p.csv',
  );
  const uploaded = await org.admin.postForm('/admin/uploads/protected', form);
  const fileKey = AdminUploadsRes.parse(uploaded.body).uploads[0]!.key;
  return runJob({ type: 'product-import', context: { fileKey }, dry_run: true }, true);
}

async function stockBySku() {
  return queryRows<{ sku: string; stocked: number; reserved: number; levels: number }>(
    test.database.db,
    sql`select v.sku, coalesce(sum(l.stocked_quantity), 0)::int as stocked,
          coalesce(sum(l.reserved_quantity), 0)::int as reserved, count(l.id)::int as levels
        from product_variant v
        left join product_variant_inventory_item pvi on pvi.store_id = v.store_id and pvi.variant_id = v.id
        left join inventory_level l on l.store_id = pvi.store_id and l.inventory_item_id = pvi.inventory_item_id
        where v.store_id = ${org.storeId} and v.deleted_at is null
        group by v.sku order by v.sku`,
  );
}

describe('product import and export', () => {
  it('stocks new variants at the default location and sets the stock of updated ones', async () => {
    const first = await importCsv([
      'mug,Mug,published,Blue,MUG-B,7,true,Colour,Blue,12.00',
      'mug,Mug,published,Red,MUG-R,0,true,Colour,Red,12.00',
      'mug,Mug,published,Gift,MUG-G,3,false,Colour,Gift,1.00',
      ...Array.from(
        { length: 60 },
        (_, n) => `cup-${n},Cup ${n},published,One,CUP-${n},${n},true,Size,One,5.00`,
      ),
    ]);
    expect(first.status).toBe('completed');
    const stock = await stockBySku();
    expect(stock.find((row) => row.sku === 'MUG-B')).toMatchObject({ stocked: 7, levels: 1 });
    expect(stock.find((row) => row.sku === 'MUG-R')).toMatchObject({ stocked: 0, levels: 1 });
    // A variant that does not manage inventory gets no item.
    expect(stock.find((row) => row.sku === 'MUG-G')).toMatchObject({ levels: 0 });
    expect(stock.find((row) => row.sku === 'CUP-42')).toMatchObject({ stocked: 42, levels: 1 });
    const store = await org.admin.get('/admin/products?handle=mug');
    expect(
      (store.body.products[0].variants as Array<{ sku: string; inventory_quantity: number }>)
        .map((variant) => [variant.sku, variant.inventory_quantity])
        .sort(),
    ).toEqual([
      ['MUG-B', 7],
      ['MUG-G', 3],
      ['MUG-R', 0],
    ]);

    // Three of the blue mugs reserved, a second location with two more: 6 available. A file
    // that says 10 makes 10 available, at the default location.
    const item = await org.admin.get('/admin/inventory-items?sku=MUG-B');
    const itemId = item.body.inventory_items[0].id as string;
    const defaultLocation = item.body.inventory_items[0].location_levels[0].location_id as string;
    await org.admin.post('/admin/reservations', {
      inventory_item_id: itemId,
      location_id: defaultLocation,
      quantity: 3,
    });
    const annex = AdminStockLocationsRes.parse(
      (await org.admin.post('/admin/stock-locations', { name: 'Annex' })).body,
    ).stock_location.id;
    await org.admin.post(`/admin/inventory-items/${itemId}/location-levels`, {
      location_id: annex,
      stocked_quantity: 2,
    });
    const second = await importCsv([
      'mug,Mug,published,Blue,MUG-B,10,true,Colour,Blue,12.00',
      'mug,Mug,published,Red,MUG-R,,true,Colour,Red,12.00',
    ]);
    expect(second.status).toBe('completed');
    const after = await stockBySku();
    expect(after.find((row) => row.sku === 'MUG-B')).toMatchObject({
      stocked: 13,
      reserved: 3,
      levels: 2,
    });
    // An empty cell keeps the stock.
    expect(after.find((row) => row.sku === 'MUG-R')).toMatchObject({ stocked: 0 });

    // The export writes 10, what the admin answers; importing it again changes nothing.
    const exported = await runJob({ type: 'product-export', context: {} }, false);
    expect(exported.status).toBe('completed');
    const asked = await org.admin.post('/admin/uploads/download-url', {
      file_key: exported.result!.file_key,
    });
    const url = new URL(AdminUploadsDownloadUrlRes.parse(asked.body).download_url);
    const text = await (await fetch(`${test.url}${url.pathname}${url.search}`)).text();
    const header = text.split('\n')[0]!.split(',');
    const quantityAt = header.indexOf('Variant Inventory Quantity');
    const skuAt = header.indexOf('Variant SKU');
    const blue = text
      .split('\n')
      .map((line) => line.split(','))
      .find((cells) => cells[skuAt] === 'MUG-B')!;
    expect(blue[quantityAt]).toBe('10');
  });
});
