import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { countRows, readyCart, setStock, stockOf } from '../../../test/checkout.js';
import { createOrg, createProduct, type TestOrg } from '../../../test/factories.js';

/**
 * THE RACE: a hundred shoppers complete their carts at the same moment for the last five units
 * of a variant. On PostgreSQL the completions really run at once (each in its own connection);
 * on PGlite they queue. Either way exactly five orders exist afterwards, the stock reads zero
 * available and the ninety-five others were told which line could not be served.
 */

let test: TestApp;
let org: TestOrg;

beforeAll(async () => {
  test = await buildTestApp();
  org = await createOrg(test);
});

afterAll(async () => {
  await test.close();
});

describe('100 shoppers, 5 units', () => {
  it('makes exactly 5 orders, leaves 0 available and answers 95 × 409', async () => {
    const product = await createProduct(test, org);
    const variantId = product.variantIds[0]!;
    await setStock(test, org, variantId, 5);
    const carts = await Promise.all(
      Array.from({ length: 100 }, (_, n) =>
        readyCart(test, org, {
          lines: [{ variantId, quantity: 1 }],
          email: `shopper-${n}@example.com`,
        }),
      ),
    );
    const shopper = test.session({ 'x-publishable-api-key': org.publishableKeyId });

    const answers = await Promise.all(
      carts.map((cart) => shopper.post(`/store/carts/${cart.id}/complete`, undefined)),
    );

    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(95);
    for (const [n, answer] of answers.entries()) {
      if (answer.status !== 409) continue;
      expect(answer.body).toMatchObject({ type: 'conflict', code: 'insufficient_inventory' });
      expect(answer.body.message).toContain(`line ${carts[n]!.itemIds[0]}`);
    }
    expect(await countRows(test, org, 'order')).toBe(5);
    expect(await countRows(test, org, 'payment')).toBe(5);
    expect(await countRows(test, org, 'reservation_item')).toBe(5);
    expect(await stockOf(test, org, variantId)).toEqual({ stocked: 5, reserved: 5 });
    // The five orders are numbered 1 to 5: the 95 rollbacks took no number.
    const numbers = answers
      .filter((answer) => answer.status === 200)
      .map((answer) => answer.body.data.display_id as number)
      .sort((a, b) => a - b);
    expect(numbers).toEqual([1, 2, 3, 4, 5]);
    const available = await shopper.get(`/store/variants/${variantId}`);
    if (available.status === 200) expect(available.body.variant.inventory_quantity).toBe(0);
  });
});

describe('carts holding the same items in opposite orders', () => {
  it('all complete: a deadlock between two of them is run again, never answered as an error', async () => {
    const product = await createProduct(test, org, { variants: 2 });
    const [a, b] = product.variantIds as [string, string];
    await setStock(test, org, a, 100);
    await setStock(test, org, b, 100);
    const carts = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        readyCart(test, org, {
          lines:
            n % 2 === 0
              ? [
                  { variantId: a, quantity: 1 },
                  { variantId: b, quantity: 1 },
                ]
              : [
                  { variantId: b, quantity: 1 },
                  { variantId: a, quantity: 1 },
                ],
        }),
      ),
    );
    const shopper = test.session({ 'x-publishable-api-key': org.publishableKeyId });

    const answers = await Promise.all(
      carts.map((cart) => shopper.post(`/store/carts/${cart.id}/complete`, undefined)),
    );

    expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(200));
    expect(await stockOf(test, org, a)).toEqual({ stocked: 100, reserved: 40 });
    expect(await stockOf(test, org, b)).toEqual({ stocked: 100, reserved: 40 });
  });
});
