import { randomBytes } from 'node:crypto';
import { withTenantTx } from '../src/platform/db/tx.js';
import { newId } from '../src/platform/ids.js';
import { provisionOrganization } from '../src/modules/store/provision.js';
import { ensureVariantStock, variantQuantities } from '../src/modules/stock/stock.js';
import type { PRODUCT_STATUSES } from '../src/modules/products/products.tables.js';
import {
  moneyAmount,
  product,
  productSalesChannel,
  productVariant,
} from '../src/modules/products/products.tables.js';
import type { TestApp } from './app.js';
import type { HttpSession } from './http.js';

export interface TestOrg {
  storeId: string;
  organizationId: string;
  userId: string;
  email: string;
  password: string;
  publishableKeyId: string;
  salesChannelId: string;
  /** A cookie session signed in as the organisation's admin. */
  admin: HttpSession;
}

/** A new organisation with its own store and admin user, signed in. Each call makes a new one. */
export async function createOrg(test: TestApp, name = 'Test Store'): Promise<TestOrg> {
  const suffix = randomBytes(4).toString('hex');
  const email = `admin-${suffix}@example.com`;
  const password = `pw-${randomBytes(8).toString('hex')}`;
  const created = await provisionOrganization(test.database.db, {
    name: `${name} ${suffix}`,
    email,
    password,
  });
  const admin = await test.session().login(email, password);
  return {
    storeId: created.storeId,
    organizationId: created.organizationId,
    userId: created.user.id,
    email,
    password,
    publishableKeyId: created.publishableKeyId,
    salesChannelId: created.salesChannelId,
    admin,
  };
}

/** A user in an organisation, created through the admin API, signed in. */
export async function createUser(
  test: TestApp,
  org: TestOrg,
  role: 'admin' | 'member' | 'developer' = 'member',
): Promise<{ id: string; email: string; password: string; session: HttpSession }> {
  const email = `${role}-${randomBytes(4).toString('hex')}@example.com`;
  const password = `pw-${randomBytes(8).toString('hex')}`;
  const response = await org.admin.post('/admin/users', { email, password, role });
  if (response.status !== 200)
    throw new Error(`createUser failed: ${response.status} ${response.text}`);
  const session = await test.session().login(email, password);
  return { id: response.body.user.id, email, password, session };
}

export interface TestProduct {
  id: string;
  handle: string;
  variantIds: string[];
}

/**
 * A product written straight to the database (fast, no HTTP): in the store's default sales
 * channel, with `variants` variants priced in USD. Tests of the products API itself create
 * theirs through the API.
 */
export async function createProduct(
  test: TestApp,
  org: TestOrg,
  overrides: {
    title?: string;
    status?: (typeof PRODUCT_STATUSES)[number];
    collectionId?: string;
    variants?: number;
  } = {},
): Promise<TestProduct> {
  const id = newId('prod');
  const title = overrides.title ?? `Product ${id.slice(-6)}`;
  const handle = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${id.slice(-6).toLowerCase()}`;
  const variantIds = Array.from({ length: overrides.variants ?? 1 }, () => newId('variant'));
  await withTenantTx(test.database.db, org.storeId, async (tx) => {
    await tx.insert(product).values({
      storeId: org.storeId,
      id,
      title,
      handle,
      status: overrides.status ?? 'published',
      collectionId: overrides.collectionId ?? null,
    });
    await tx
      .insert(productSalesChannel)
      .values({ storeId: org.storeId, productId: id, salesChannelId: org.salesChannelId });
    for (const [rank, variantId] of variantIds.entries()) {
      await tx.insert(productVariant).values({
        storeId: org.storeId,
        id: variantId,
        productId: id,
        title: `Variant ${rank + 1}`,
        variantRank: rank,
        inventoryQuantity: 10,
      });
      await tx.insert(moneyAmount).values({
        storeId: org.storeId,
        id: newId('ma'),
        variantId,
        currencyCode: 'usd',
        amount: 1000 + rank * 100,
      });
    }
    // Stock as the API writes it: an inventory item per variant, 10 at the default location.
    await ensureVariantStock(
      tx,
      org.storeId,
      variantQuantities(variantIds.map((variantId) => ({ variantId, quantity: 10 }))),
    );
  });
  return { id, handle, variantIds };
}

// ---- collections, tags and types -----------------------------------------------------------
// (Imports are hoisted; they sit here so this block can be appended without touching the top.)
import { and, eq, inArray } from 'drizzle-orm';
import { productTags } from '../src/modules/products/products.tables.js';
import { productTag, productType } from '../src/modules/product-values/product-values.tables.js';

export interface TestCollection {
  id: string;
  title: string;
  handle: string;
}

/** A collection created through the admin API (its handle made from the title unless given). */
export async function createCollection(
  org: TestOrg,
  overrides: { title?: string; handle?: string; metadata?: Record<string, unknown> } = {},
): Promise<TestCollection> {
  const title = overrides.title ?? `Collection ${randomBytes(3).toString('hex')}`;
  const response = await org.admin.post('/admin/collections', { ...overrides, title });
  if (response.status !== 200)
    throw new Error(`createCollection failed: ${response.status} ${response.text}`);
  const { id, handle } = response.body.collection as { id: string; handle: string };
  return { id, title, handle };
}

/** A product tag written straight to the database, put on the given products. */
export async function createTag(
  test: TestApp,
  org: TestOrg,
  value: string,
  productIds: string[] = [],
): Promise<{ id: string; value: string }> {
  const id = newId('ptag');
  await withTenantTx(test.database.db, org.storeId, async (tx) => {
    await tx.insert(productTag).values({ storeId: org.storeId, id, value });
    if (productIds.length > 0) {
      await tx
        .insert(productTags)
        .values(productIds.map((productId) => ({ storeId: org.storeId, productId, tagId: id })));
    }
  });
  return { id, value };
}

/** A product type written straight to the database, set on the given products. */
export async function createType(
  test: TestApp,
  org: TestOrg,
  value: string,
  productIds: string[] = [],
): Promise<{ id: string; value: string }> {
  const id = newId('ptyp');
  await withTenantTx(test.database.db, org.storeId, async (tx) => {
    await tx.insert(productType).values({ storeId: org.storeId, id, value });
    if (productIds.length > 0) {
      await tx
        .update(product)
        .set({ typeId: id })
        .where(and(eq(product.storeId, org.storeId), inArray(product.id, productIds)));
    }
  });
  return { id, value };
}
