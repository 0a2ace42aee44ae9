import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCountingApp, type CountingApp } from '../../../test/counting-app.js';
import { createOrg, createProduct, type TestOrg } from '../../../test/factories.js';
import type { HttpSession } from '../../../test/http.js';
import { createShippingOption, defaultRegionId } from '../../../test/tax-shipping.js';

/**
 * A cart request costs the same number of SQL statements whatever the number of lines in the
 * cart: each is measured on a cart of one line and again on a cart of twelve.
 */

let counting: CountingApp;
let org: TestOrg;
let shop: HttpSession;
let variants: string[];
let optionId: string;

beforeAll(async () => {
  counting = await buildCountingApp();
  org = await createOrg(counting.test);
  shop = counting.test.session({ 'x-publishable-api-key': org.publishableKeyId });
  const product = await createProduct(counting.test, org, { variants: 13 });
  variants = product.variantIds;
  optionId = (
    await createShippingOption(org, {
      region_id: await defaultRegionId(counting.test, org),
      amount: 700,
    })
  ).id;
});

afterAll(() => counting.close());

/** The statements of each cart request on `cart` (the next variant is the one added). */
async function requests(cartId: string, next: string) {
  const { measure } = counting;
  const line = (await shop.get(`/store/carts/${cartId}`)).body.cart.items[0].id as string;
  return {
    get: (await measure(() => shop.get(`/store/carts/${cartId}`))).length,
    add: (
      await measure(() =>
        shop.post(`/store/carts/${cartId}/line-items`, { variant_id: next, quantity: 1 }),
      )
    ).length,
    update: (
      await measure(() => shop.post(`/store/carts/${cartId}/line-items/${line}`, { quantity: 2 }))
    ).length,
    options: (await measure(() => shop.get(`/store/shipping-options/${cartId}`))).length,
    method: (
      await measure(() =>
        shop.post(`/store/carts/${cartId}/shipping-methods`, { option_id: optionId }),
      )
    ).length,
    sessions: (await measure(() => shop.post(`/store/carts/${cartId}/payment-sessions`))).length,
    sessionsAgain: (await measure(() => shop.post(`/store/carts/${cartId}/payment-sessions`)))
      .length,
    email: (
      await measure(() => shop.post(`/store/carts/${cartId}`, { email: 'count@example.com' }))
    ).length,
  };
}

describe('statements per cart request', () => {
  it('do not grow with the number of lines', async () => {
    const small = (await shop.post('/store/carts', {})).body.cart.id as string;
    await shop.post(`/store/carts/${small}/line-items`, { variant_id: variants[0], quantity: 1 });
    const one = await requests(small, variants[1]!);

    const large = (await shop.post('/store/carts', {})).body.cart.id as string;
    for (const variant of variants.slice(0, 12)) {
      const added = await shop.post(`/store/carts/${large}/line-items`, {
        variant_id: variant,
        quantity: 1,
      });
      expect(added.status).toBe(200);
    }
    const twelve = await requests(large, variants[12]!);
    expect(twelve).toEqual(one);
    // A read is a transaction around two statements; a change stays within a few dozen.
    expect(one.get).toBeLessThanOrEqual(6);
    expect(one.add).toBeLessThanOrEqual(20);
    // Repeating payment sessions with nothing changed writes nothing: it only reads the cart.
    expect(one.sessionsAgain).toBe(one.get);
  });
});
