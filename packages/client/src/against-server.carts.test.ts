import { StoreCartShippingOptionsListRes, StoreCartsRes } from '@storedesk/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../apps/server/test/app.js';
import { createOrg, createProduct, type TestOrg } from '../../../apps/server/test/factories.js';
import { createShippingOption, defaultRegionId } from '../../../apps/server/test/tax-shipping.js';
import Storedesk from './index.js';

/**
 * The cart calls of the client (`store.carts`, `store.shippingOptions.listCartOptions`) against
 * the real server (in-process, own database), every answer parsed with the contract's schemas.
 * With retries on, each POST carries an Idempotency-Key the server honours.
 */
vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

let test: TestApp;
let org: TestOrg;

beforeAll(async () => {
  test = await buildTestApp();
  org = await createOrg(test);
}, 120_000);

afterAll(async () => {
  await test?.close();
}, 60_000);

describe('store.carts', () => {
  it('walks a checkout up to the payment session, each answer a contract cart', async () => {
    const client = new Storedesk({
      baseUrl: test.url,
      maxRetries: 2,
      publishableApiKey: org.publishableKeyId,
    });
    const product = await createProduct(test, org, { variants: 2 });
    const option = await createShippingOption(org, {
      region_id: await defaultRegionId(test, org),
      amount: 450,
    });

    // No body at all, as medusa-js sends it: the store's default region and channel.
    const { cart } = StoreCartsRes.parse(await client.store.carts.create());
    let answer = StoreCartsRes.parse(
      await client.store.carts.lineItems.create(cart.id, {
        variant_id: product.variantIds[0]!,
        quantity: 2,
      }),
    );
    expect(answer.cart.items[0]).toMatchObject({ quantity: 2, unit_price: 1000, total: 2000 });
    const line = answer.cart.items[0]!.id;
    answer = StoreCartsRes.parse(
      await client.store.carts.lineItems.update(cart.id, line, { quantity: 3 }),
    );
    expect(answer.cart.subtotal).toBe(3000);
    answer = StoreCartsRes.parse(
      await client.store.carts.addLineItem(cart.id, {
        variant_id: product.variantIds[1]!,
        quantity: 1,
      }),
    );
    const second = answer.cart.items.find((item) => item.variant_id === product.variantIds[1]);
    answer = StoreCartsRes.parse(await client.store.carts.deleteLineItem(cart.id, second!.id));
    expect(answer.cart.items).toHaveLength(1);

    answer = StoreCartsRes.parse(
      await client.store.carts.update(cart.id, { email: 'client-cart@example.com' }),
    );
    expect(answer.cart.email).toBe('client-cart@example.com');

    const options = StoreCartShippingOptionsListRes.parse(
      await client.store.shippingOptions.listCartOptions(cart.id),
    );
    expect(options.shipping_options.map((o) => o.id)).toContain(option.id);
    answer = StoreCartsRes.parse(
      await client.store.carts.addShippingMethod(cart.id, { option_id: option.id }),
    );
    expect(answer.cart).toMatchObject({ shipping_total: 450, total: 3450 });

    answer = StoreCartsRes.parse(await client.store.carts.createPaymentSessions(cart.id));
    expect(answer.cart.payment_session?.provider_id).toBe('manual');
    answer = StoreCartsRes.parse(
      await client.store.carts.setPaymentSession(cart.id, { provider_id: 'manual' }),
    );
    expect(answer.cart.payment_session?.is_selected).toBe(true);
    answer = StoreCartsRes.parse(
      await client.store.carts.updatePaymentSession(cart.id, 'manual', { data: { note: 'x' } }),
    );
    expect(answer.cart.payment_session?.data).toEqual({ note: 'x' });
    const before = answer.cart.payment_session?.id;
    answer = StoreCartsRes.parse(await client.store.carts.refreshPaymentSession(cart.id, 'manual'));
    expect(answer.cart.payment_session?.id).not.toBe(before);
    answer = StoreCartsRes.parse(await client.store.carts.deletePaymentSession(cart.id, 'manual'));
    expect(answer.cart.payment_sessions).toEqual([]);
    answer = StoreCartsRes.parse(await client.store.carts.deleteDiscount(cart.id, 'NONE'));
    expect(answer.cart.discounts).toEqual([]);
    expect(StoreCartsRes.parse(await client.store.carts.retrieve(cart.id)).cart.total).toBe(3450);
  });
});
