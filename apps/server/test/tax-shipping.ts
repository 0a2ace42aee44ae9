import { and, eq } from 'drizzle-orm';
import { withTenantTx } from '../src/platform/db/tx.js';
import { newId } from '../src/platform/ids.js';
import { regionFulfillmentProvider } from '../src/modules/regions/region-links.tables.js';
import { region } from '../src/modules/regions/regions.tables.js';
import { shippingProfile } from '../src/modules/shipping/shipping.tables.js';
import type { TestApp } from './app.js';
import type { TestOrg } from './factories.js';

/**
 * Fixtures for the tax-rate and shipping tests: regions written straight to the database (with
 * the built-in `manual` fulfilment provider, as provisioning gives every region), the store's
 * default region and its shipping profiles.
 */

export interface TestRegion {
  id: string;
  currencyCode: string;
  taxRate: number;
}

export async function createRegion(
  test: TestApp,
  org: TestOrg,
  overrides: {
    name?: string;
    currencyCode?: string;
    taxRate?: number;
    taxCode?: string | null;
    automaticTaxes?: boolean;
  } = {},
): Promise<TestRegion> {
  const id = newId('reg');
  const currencyCode = overrides.currencyCode ?? 'eur';
  const taxRate = overrides.taxRate ?? 19;
  await withTenantTx(test.database.db, org.storeId, async (tx) => {
    await tx.insert(region).values({
      storeId: org.storeId,
      id,
      name: overrides.name ?? `Region ${id.slice(-6)}`,
      currencyCode,
      taxRate,
      taxCode: overrides.taxCode ?? null,
      automaticTaxes: overrides.automaticTaxes ?? true,
    });
    await tx
      .insert(regionFulfillmentProvider)
      .values({ storeId: org.storeId, regionId: id, providerId: 'manual' });
  });
  return { id, currencyCode, taxRate };
}

/** The region every store is provisioned with. */
export async function defaultRegionId(test: TestApp, org: TestOrg): Promise<string> {
  const [row] = await withTenantTx(test.database.db, org.storeId, (tx) =>
    tx.select({ id: region.id }).from(region).where(eq(region.storeId, org.storeId)).limit(1),
  );
  return row!.id;
}

/** The store's default or gift-card shipping profile. */
export async function profileId(
  test: TestApp,
  org: TestOrg,
  type: 'default' | 'gift_card',
): Promise<string> {
  const [row] = await withTenantTx(test.database.db, org.storeId, (tx) =>
    tx
      .select({ id: shippingProfile.id })
      .from(shippingProfile)
      .where(and(eq(shippingProfile.storeId, org.storeId), eq(shippingProfile.type, type))),
  );
  return row!.id;
}

/** A flat-rate `manual` option created through the admin API. */
export async function createShippingOption(
  org: TestOrg,
  body: { region_id: string; name?: string; amount?: number } & Record<string, unknown>,
): Promise<{ id: string }> {
  const response = await org.admin.post('/admin/shipping-options', {
    name: 'Standard',
    provider_id: 'manual',
    data: { id: 'manual-fulfillment' },
    price_type: 'flat_rate',
    amount: 500,
    ...body,
  });
  if (response.status !== 200) {
    throw new Error(`createShippingOption failed: ${response.status} ${response.text}`);
  }
  return response.body.shipping_option as { id: string };
}
