import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { createOrg, createProduct, createType, type TestOrg } from '../../../test/factories.js';
import { createRegion, createShippingOption, type TestRegion } from '../../../test/tax-shipping.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { region } from '../regions/regions.tables.js';
import {
  calculateTaxLines,
  findApplicableRates,
  type RateLookup,
  type TaxLookupLine,
} from './applicable-rates.js';

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(() => test.close());

async function rate(org: TestOrg, body: Record<string, unknown>): Promise<string> {
  const response = await org.admin.post('/admin/tax-rates', body);
  expect(response.status, response.text).toBe(200);
  return response.body.tax_rate.id as string;
}

const lookup = (org: TestOrg, lines: RateLookup[]) =>
  withTenantTx(test.database.db, org.storeId, (tx) => findApplicableRates(tx, org.storeId, lines));

/** Counts the statements the lookup sends, to prove it is one whatever the number of lines. */
async function statementsOf(org: TestOrg, lines: RateLookup[]): Promise<number> {
  let statements = 0;
  await withTenantTx(test.database.db, org.storeId, async (tx) => {
    const counting = new Proxy(tx, {
      get(target, key, receiver) {
        if (key === 'execute') {
          return (...args: unknown[]) => {
            statements += 1;
            return (target.execute as (...a: unknown[]) => unknown).apply(target, args);
          };
        }
        return Reflect.get(target, key, receiver);
      },
    });
    await findApplicableRates(counting, org.storeId, lines);
  });
  return statements;
}

describe('findApplicableRates', () => {
  let org: TestOrg;
  let eu: TestRegion;
  let us: TestRegion;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    org = await createOrg(test);
    eu = await createRegion(test, org, { taxRate: 19, taxCode: 'DE-STD' });
    us = await createRegion(test, org, { currencyCode: 'usd', taxRate: 0 });
    const book = await createProduct(test, org, { title: 'Book' });
    const bread = await createProduct(test, org, { title: 'Bread' });
    const cake = await createProduct(test, org, { title: 'Cake' });
    const shirt = await createProduct(test, org, { title: 'Shirt' });
    const wine = await createProduct(test, org, { title: 'Wine' });
    const food = await createType(test, org, 'Food', [bread.id, cake.id]);
    const standard = await createShippingOption(org, { region_id: eu.id, name: 'Standard' });
    const express = await createShippingOption(org, { region_id: eu.id, name: 'Express' });
    Object.assign(ids, {
      book: book.id,
      bread: bread.id,
      cake: cake.id,
      shirt: shirt.id,
      wine: wine.id,
      food: food.id,
      standard: standard.id,
      express: express.id,
    });
    // Books 7 %, food 7 % as a type, cake 19 % "luxury" by product (wins over its type),
    // wine two rates at once, standard shipping 7 %, and a US rate on books that must not leak.
    await rate(org, { name: 'Books', code: 'RED', rate: 7, region_id: eu.id, products: [book.id] });
    await rate(org, {
      name: 'Food',
      code: 'FOOD',
      rate: 7,
      region_id: eu.id,
      product_types: [food.id],
    });
    await rate(org, { name: 'Cake', code: 'LUX', rate: 19, region_id: eu.id, products: [cake.id] });
    await rate(org, { name: 'Wine', code: 'W1', rate: 10, region_id: eu.id, products: [wine.id] });
    await rate(org, {
      name: 'Alcohol',
      code: 'W2',
      rate: 2.5,
      region_id: eu.id,
      products: [wine.id],
    });
    await rate(org, {
      name: 'Shipping',
      code: 'SHIP',
      rate: 7,
      region_id: eu.id,
      shipping_options: [standard.id],
    });
    await rate(org, {
      name: 'US books',
      code: 'US',
      rate: 3,
      region_id: us.id,
      products: [book.id],
    });
  });

  it('takes the product rate, else the type rate, else the region default', async () => {
    const rates = await lookup(org, [
      { key: 'book', regionId: eu.id, productId: ids.book },
      { key: 'bread', regionId: eu.id, productId: ids.bread },
      { key: 'cake', regionId: eu.id, productId: ids.cake },
      { key: 'shirt', regionId: eu.id, productId: ids.shirt },
      { key: 'custom', regionId: eu.id },
    ]);
    expect(rates.get('book')).toEqual([{ rate: 7, name: 'Books', code: 'RED' }]);
    expect(rates.get('bread')).toEqual([{ rate: 7, name: 'Food', code: 'FOOD' }]);
    expect(rates.get('cake')).toEqual([{ rate: 19, name: 'Cake', code: 'LUX' }]);
    expect(rates.get('shirt')).toEqual([{ rate: 19, name: 'default', code: 'DE-STD' }]);
    expect(rates.get('custom')).toEqual([{ rate: 19, name: 'default', code: 'DE-STD' }]);
  });

  it('applies every rate of the winning level, and only rates of the line region', async () => {
    const rates = await lookup(org, [
      { key: 'wine', regionId: eu.id, productId: ids.wine },
      { key: 'book-us', regionId: us.id, productId: ids.book },
      { key: 'bread-us', regionId: us.id, productId: ids.bread },
    ]);
    expect(rates.get('wine')).toEqual([
      { rate: 10, name: 'Wine', code: 'W1' },
      { rate: 2.5, name: 'Alcohol', code: 'W2' },
    ]);
    expect(rates.get('book-us')).toEqual([{ rate: 3, name: 'US books', code: 'US' }]);
    // No US rate for food: the US default, whose code is 'default' as the region has none.
    expect(rates.get('bread-us')).toEqual([{ rate: 0, name: 'default', code: 'default' }]);
  });

  it('takes a shipping option override, else the default; a rate without a number is the default', async () => {
    const rates = await lookup(org, [
      { key: 'standard', regionId: eu.id, shippingOptionId: ids.standard },
      { key: 'express', regionId: eu.id, shippingOptionId: ids.express },
    ]);
    expect(rates.get('standard')).toEqual([{ rate: 7, name: 'Shipping', code: 'SHIP' }]);
    expect(rates.get('express')).toEqual([{ rate: 19, name: 'default', code: 'DE-STD' }]);

    const other = await createOrg(test);
    const region2 = await createRegion(test, other, { taxRate: 21 });
    const product = await createProduct(test, other);
    await rate(other, {
      name: 'Same as region',
      code: 'SAME',
      region_id: region2.id,
      products: [product.id],
    });
    const own = await lookup(other, [{ key: 'p', regionId: region2.id, productId: product.id }]);
    expect(own.get('p')).toEqual([{ rate: 21, name: 'Same as region', code: 'SAME' }]);
  });

  it('answers many lines in one statement, and nothing for an unknown or deleted region', async () => {
    const many: RateLookup[] = Array.from({ length: 60 }, (_, index) => ({
      key: `line-${index}`,
      regionId: eu.id,
      productId: [ids.book, ids.bread, ids.cake, ids.shirt][index % 4],
    }));
    expect(await statementsOf(org, many)).toBe(1);
    expect(await statementsOf(org, [])).toBe(0);
    const rates = await lookup(org, [...many, { key: 'nowhere', regionId: 'reg_missing' }]);
    expect(rates.size).toBe(60);
    expect(rates.has('nowhere')).toBe(false);

    const gone = await createRegion(test, org);
    await withTenantTx(test.database.db, org.storeId, (tx) =>
      tx.update(region).set({ deletedAt: new Date() }).where(eq(region.id, gone.id)),
    );
    expect((await lookup(org, [{ key: 'x', regionId: gone.id }])).size).toBe(0);
  });

  it("never finds another store's region or overrides", async () => {
    const other = await createOrg(test);
    const rates = await lookup(other, [{ key: 'book', regionId: eu.id, productId: ids.book }]);
    expect(rates.size).toBe(0);
  });

  it('feeds the tax calculation: prices with and without tax, rounded per line', async () => {
    const lines: TaxLookupLine[] = [
      {
        key: 'book',
        regionId: eu.id,
        productId: ids.book,
        unitPrice: 1999,
        quantity: 3,
        includesTax: false,
      },
      {
        key: 'shirt',
        regionId: eu.id,
        productId: ids.shirt,
        unitPrice: 2380,
        quantity: 1,
        includesTax: true,
      },
      {
        key: 'wine',
        regionId: eu.id,
        productId: ids.wine,
        unitPrice: 1000,
        quantity: 1,
        includesTax: false,
      },
      {
        key: 'ship',
        regionId: eu.id,
        shippingOptionId: ids.standard,
        unitPrice: 490,
        quantity: 1,
        includesTax: false,
      },
    ];
    const taxed = await withTenantTx(test.database.db, org.storeId, (tx) =>
      calculateTaxLines(tx, org.storeId, lines),
    );
    // 3 × 19.99 = 59.97 at 7 % = 4.1979 → 4.20.
    expect(taxed.get('book')).toMatchObject({ amount: 5997, net: 5997, tax: 420, total: 6417 });
    // 23.80 including 19 %: 3.80 of it is tax.
    expect(taxed.get('shirt')).toMatchObject({ amount: 2380, net: 2000, tax: 380, total: 2380 });
    // Two rates on one line: 10 % and 2.5 % of 10.00, the line's tax split between them.
    expect(taxed.get('wine')).toMatchObject({ tax: 125 });
    expect(taxed.get('wine')!.lines.map((line) => line.amount)).toEqual([100, 25]);
    // 4.90 at 7 % = 0.343 → 0.34.
    expect(taxed.get('ship')).toMatchObject({ tax: 34, total: 524 });
  });
});
