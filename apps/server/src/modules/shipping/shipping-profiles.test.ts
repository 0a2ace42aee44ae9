import {
  AdminProductsListRes,
  AdminShippingProfilesListRes,
  AdminShippingProfilesRes,
  DeleteRes,
  ErrorBody,
  type ShippingProfile,
} from '@storedesk/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { createOrg, createProduct, type TestOrg } from '../../../test/factories.js';
import { createRegion, createShippingOption, profileId } from '../../../test/tax-shipping.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { product } from '../products/products.tables.js';
import { productShippingProfile, shippingProfile } from './shipping.tables.js';

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(() => test.close());

async function createProfile(
  org: TestOrg,
  body: Record<string, unknown> = { name: 'Bulky' },
): Promise<ShippingProfile> {
  const response = await org.admin.post('/admin/shipping-profiles', body);
  expect(response.status, response.text).toBe(200);
  return AdminShippingProfilesRes.parse(response.body).shipping_profile;
}

async function profileRow(storeId: string, id: string) {
  const [row] = await test.database.db
    .select()
    .from(shippingProfile)
    .where(and(eq(shippingProfile.storeId, storeId), eq(shippingProfile.id, id)));
  return row;
}

/** `profile_id` of each product as the products API answers it. */
async function profilesOf(org: TestOrg, ids: string[]) {
  const response = await org.admin.get(
    `/admin/products?id=${ids.join(',')}&fields=id,profile_id&expand=`,
  );
  expect(response.status, response.text).toBe(200);
  // `fields` picks two columns, so the answer is not a whole product: read it as it is.
  const products = (response.body as { products: { id: string; profile_id: string }[] }).products;
  expect(products.every((entry) => Object.keys(entry).length === 2)).toBe(true);
  return Object.fromEntries(products.map((entry) => [entry.id, entry.profile_id]));
}

const expectError = (
  response: { status: number; body: unknown; text?: string },
  status: number,
) => {
  expect(response.status, response.text).toBe(status);
  return ErrorBody.parse(response.body);
};

describe('/admin/shipping-profiles', () => {
  it('lists the default and gift-card profiles every store has, v1 shape, unpaged', async () => {
    const org = await createOrg(test);
    const response = await org.admin.get('/admin/shipping-profiles');
    expect(response.status).toBe(200);
    const body = AdminShippingProfilesListRes.parse(response.body);
    expect(Object.keys(response.body)).toEqual(['shipping_profiles']);
    expect(body.shipping_profiles.map((p) => [p.name, p.type])).toEqual([
      ['Default Shipping Profile', 'default'],
      ['Gift Card Profile', 'gift_card'],
    ]);
    expect(body.shipping_profiles[0]).toEqual({
      id: expect.stringMatching(/^sp_/),
      created_at: expect.any(String),
      updated_at: expect.any(String),
      deleted_at: null,
      name: 'Default Shipping Profile',
      type: 'default',
      metadata: null,
    });
  });

  it('creates, reads and updates a custom profile with its options', async () => {
    const org = await createOrg(test);
    const eu = await createRegion(test, org);
    const created = await createProfile(org, { name: 'Bulky', metadata: { note: 'two-man' } });
    expect(created).toMatchObject({
      name: 'Bulky',
      type: 'custom',
      metadata: { note: 'two-man' },
      shipping_options: [],
    });
    const option = await createShippingOption(org, { region_id: eu.id, profile_id: created.id });
    const one = AdminShippingProfilesRes.parse(
      (await org.admin.get(`/admin/shipping-profiles/${created.id}`)).body,
    ).shipping_profile;
    expect(one.shipping_options!.map((o) => o.id)).toEqual([option.id]);
    expect(one.products).toBeUndefined();

    const renamed = await org.admin.post(`/admin/shipping-profiles/${created.id}`, {
      name: 'Furniture',
      metadata: null,
    });
    expect(AdminShippingProfilesRes.parse(renamed.body).shipping_profile).toMatchObject({
      name: 'Furniture',
      metadata: null,
    });
    expect(await profileRow(org.storeId, created.id)).toMatchObject({ name: 'Furniture' });
    expect(
      AdminShippingProfilesListRes.parse((await org.admin.get('/admin/shipping-profiles')).body)
        .shipping_profiles.length,
    ).toBe(3);
  });

  it('moves products and options into a profile; products answer their profile_id', async () => {
    const org = await createOrg(test);
    const eu = await createRegion(test, org);
    const defaultProfile = await profileId(test, org, 'default');
    const giftCardProfile = await profileId(test, org, 'gift_card');
    const sofa = await createProduct(test, org, { title: 'Sofa' });
    const mug = await createProduct(test, org, { title: 'Mug' });
    const card = await createProduct(test, org, { title: 'Gift card' });
    await withTenantTx(test.database.db, org.storeId, (tx) =>
      tx.update(product).set({ isGiftcard: true }).where(eq(product.id, card.id)),
    );
    expect(await profilesOf(org, [sofa.id, mug.id, card.id])).toEqual({
      [sofa.id]: defaultProfile,
      [mug.id]: defaultProfile,
      [card.id]: giftCardProfile,
    });

    const bulky = await createProfile(org);
    const option = await createShippingOption(org, { region_id: eu.id });
    for (let round = 0; round < 2; round += 1) {
      const moved = await org.admin.post(`/admin/shipping-profiles/${bulky.id}?expand=products`, {
        products: [sofa.id],
        shipping_options: [option.id],
      });
      expect(moved.status, moved.text).toBe(200);
      const profile = AdminShippingProfilesRes.parse(moved.body).shipping_profile;
      expect(profile.products!.map((p) => p.id)).toEqual([sofa.id]);
      expect(profile.shipping_options!.map((o) => o.id)).toEqual([option.id]);
    }
    expect((await profilesOf(org, [sofa.id]))[sofa.id]).toBe(bulky.id);

    // The products list filters by profile (the members panel of a profile pages through it).
    const inBulky = AdminProductsListRes.parse(
      (await org.admin.get(`/admin/products?profile_id=${bulky.id}`)).body,
    );
    expect(inBulky.products.map((p) => p.id)).toEqual([sofa.id]);
    const inDefault = AdminProductsListRes.parse(
      (await org.admin.get(`/admin/products?profile_id=${defaultProfile}`)).body,
    );
    expect(inDefault.products.map((p) => p.id)).toEqual([mug.id]);

    // Back to the default profile: a product is always in exactly one.
    await org.admin.post(`/admin/shipping-profiles/${defaultProfile}`, { products: [sofa.id] });
    expect((await profilesOf(org, [sofa.id]))[sofa.id]).toBe(defaultProfile);

    const unknown = await org.admin.post(`/admin/shipping-profiles/${bulky.id}`, {
      products: [mug.id, 'prod_missing'],
    });
    expect(expectError(unknown, 404).message).toMatch(/prod_missing/);
    expect((await profilesOf(org, [mug.id]))[mug.id]).toBe(defaultProfile);
  });

  it('keeps one default and one gift-card profile, which keep their type and cannot be deleted', async () => {
    const org = await createOrg(test);
    const defaultProfile = await profileId(test, org, 'default');
    const second = await org.admin.post('/admin/shipping-profiles', {
      name: 'Another default',
      type: 'default',
    });
    expect(expectError(second, 422)).toMatchObject({
      type: 'duplicate_error',
      message: expect.stringMatching(/^type: the store already has a default/),
    });
    const custom = await createProfile(org);
    const promote = await org.admin.post(`/admin/shipping-profiles/${custom.id}`, {
      type: 'gift_card',
    });
    expect(expectError(promote, 422).message).toMatch(/gift card/);
    const demote = await org.admin.post(`/admin/shipping-profiles/${defaultProfile}`, {
      type: 'custom',
    });
    expect(expectError(demote, 400).message).toMatch(/type/);
    const removeDefault = await org.admin.delete(`/admin/shipping-profiles/${defaultProfile}`);
    expect(expectError(removeDefault, 400).message).toMatch(
      /default shipping profile cannot be deleted/,
    );
    const giftCard = await profileId(test, org, 'gift_card');
    expectError(await org.admin.delete(`/admin/shipping-profiles/${giftCard}`), 400);
    expect((await profileRow(org.storeId, defaultProfile))!.deletedAt).toBeNull();
  });

  it('deletes a custom profile (its products go back to the default), not while it has options', async () => {
    const org = await createOrg(test);
    const eu = await createRegion(test, org);
    const sofa = await createProduct(test, org);
    const bulky = await createProfile(org);
    await org.admin.post(`/admin/shipping-profiles/${bulky.id}`, { products: [sofa.id] });
    const option = await createShippingOption(org, {
      region_id: eu.id,
      name: 'Freight',
      profile_id: bulky.id,
    });
    const refused = await org.admin.delete(`/admin/shipping-profiles/${bulky.id}`);
    expect(expectError(refused, 400)).toMatchObject({
      type: 'invalid_data',
      code: 'shipping_profile_in_use',
      message: expect.stringMatching(/still has 1 shipping option; delete them or move them/),
    });
    expect((await profileRow(org.storeId, bulky.id))!.deletedAt).toBeNull();

    await org.admin.delete(`/admin/shipping-options/${option.id}`);
    const removed = await org.admin.delete(`/admin/shipping-profiles/${bulky.id}`);
    expect(DeleteRes.parse(removed.body)).toEqual({
      id: bulky.id,
      object: 'shipping_profile',
      deleted: true,
    });
    expect((await profileRow(org.storeId, bulky.id))!.deletedAt).not.toBeNull();
    expect(
      await test.database.db
        .select()
        .from(productShippingProfile)
        .where(eq(productShippingProfile.productId, sofa.id)),
    ).toEqual([]);
    expect((await profilesOf(org, [sofa.id]))[sofa.id]).toBe(await profileId(test, org, 'default'));
    expectError(await org.admin.get(`/admin/shipping-profiles/${bulky.id}`), 404);
  });

  it('answers 400 naming the field for bad bodies', async () => {
    const org = await createOrg(test);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{}, /name/],
      [{ name: '' }, /name/],
      [{ name: 'X', type: 'fragile' }, /type/],
      [{ name: 'X', colour: 'red' }, /colour/],
    ];
    for (const [body, message] of cases) {
      const response = await org.admin.post('/admin/shipping-profiles', body);
      expect(expectError(response, 400).message, JSON.stringify(body)).toMatch(message);
    }
    const custom = await createProfile(org);
    const bad = await org.admin.post(`/admin/shipping-profiles/${custom.id}`, { products: 'x' });
    expect(expectError(bad, 400).message).toMatch(/products/);
    expect(
      expectError(await org.admin.get(`/admin/shipping-profiles/${custom.id}?expand=owner`), 400)
        .message,
    ).toMatch(/expand/);
  });

  it("keeps stores apart: another store's profile and products are not found", async () => {
    const owner = await createOrg(test);
    const other = await createOrg(test);
    const bulky = await createProfile(owner);
    const sofa = await createProduct(test, owner);
    const before = await profileRow(owner.storeId, bulky.id);
    const path = `/admin/shipping-profiles/${bulky.id}`;
    expectError(await other.admin.get(path), 404);
    expectError(await other.admin.post(path, { name: 'Stolen' }), 404);
    expectError(await other.admin.delete(path), 404);
    const theirs = await createProfile(other);
    expectError(
      await other.admin.post(`/admin/shipping-profiles/${theirs.id}`, { products: [sofa.id] }),
      404,
    );
    expect(await profileRow(owner.storeId, bulky.id)).toEqual(before);
    expect((await profilesOf(owner, [sofa.id]))[sofa.id]).toBe(
      await profileId(test, owner, 'default'),
    );
    expect(
      AdminShippingProfilesListRes.parse(
        (await other.admin.get('/admin/shipping-profiles')).body,
      ).shipping_profiles.map((p) => p.id),
    ).not.toContain(bulky.id);
  });
});
