import { organization } from '../../platform/tenancy/tenancy.tables.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { withPlatformTx } from '../../platform/db/tx.js';
import { hashPassword } from '../../platform/crypto.js';
import { StoredeskError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { store } from '../../platform/tenancy/tenancy.tables.js';
import { storeCurrency } from './store.tables.js';
import { handleFromName } from '../../platform/tenancy/store-base-url.js';
import { salesChannel } from '../sales-channels/sales-channels.tables.js';
import { publishableApiKey } from '../publishable-api-keys/publishable-api-keys.tables.js';
import { user } from '../../platform/auth/auth.tables.js';
import { region } from '../regions/regions.tables.js';
import {
  regionFulfillmentProvider,
  regionPaymentProvider,
} from '../regions/region-links.tables.js';
import { shippingProfile } from '../shipping/shipping.tables.js';
import {
  salesChannelStockLocation,
  stockLocation,
} from '../stock-locations/stock-locations.tables.js';
import { findByEmailAnyStore } from '../users/users.repo.js';
import { type UserRow } from '../../platform/auth/auth.tables.js';
import { ensureReferenceData } from '../../platform/reference/reference-data.js';

export interface NewOrganization {
  name: string;
  email: string;
  password?: string | undefined;
  /** Already hashed (sign-up stores only the hash); used instead of `password`. */
  passwordHash?: string | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  currencyCode?: string | undefined;
}

export interface ProvisionedOrganization {
  organizationId: string;
  storeId: string;
  user: UserRow;
  salesChannelId: string;
  publishableKeyId: string;
}

/**
 * Creates an organisation with its one store, the store's default currency and region (with the
 * built-in `manual` payment and fulfilment providers), its default and gift-card shipping
 * profiles, its default sales channel served by its default stock location, its publishable API
 * key, and its first user (role admin), all in one transaction.
 */
export async function provisionOrganization(
  db: Db,
  input: NewOrganization,
): Promise<ProvisionedOrganization> {
  const passwordHash =
    input.passwordHash ?? (input.password ? await hashPassword(input.password) : undefined);
  if (!passwordHash) throw new StoredeskError('invalid_data', 'password is required');
  await ensureReferenceData(db);
  return withPlatformTx(db, (tx) => provisionInTx(tx, { ...input, passwordHash }));
}

/** The same, inside a transaction the caller holds (sign-up adds its billing record to it). */
export async function provisionInTx(
  tx: Tx,
  input: NewOrganization & { passwordHash: string },
): Promise<ProvisionedOrganization> {
  const email = input.email.trim().toLowerCase();
  if (await findByEmailAnyStore(tx, email)) {
    throw new StoredeskError(
      'duplicate_error',
      `A user with the email ${email} already exists.`,
      'email_taken',
    );
  }
  const organizationId = newId('org');
  const storeId = newId('store');
  const salesChannelId = newId('sc');
  const publishableKeyId = newId('pk');
  const userId = newId('usr');
  const regionId = newId('reg');
  const locationId = newId('sloc');
  const currencyCode = (input.currencyCode ?? 'usd').toLowerCase();

  await tx.insert(organization).values({ id: organizationId, name: input.name });
  const newStore = {
    id: storeId,
    organizationId,
    name: input.name,
    defaultCurrencyCode: currencyCode,
    defaultSalesChannelId: salesChannelId,
    defaultLocationId: locationId,
  };
  // The handle comes from the name; when another store has it, the end of the new store's id
  // tells the two apart. ON CONFLICT waits for a concurrent sign-up of the same name instead
  // of failing on it.
  const handle = handleFromName(input.name);
  const inserted = await tx
    .insert(store)
    .values({ ...newStore, handle })
    .onConflictDoNothing({ target: store.handle })
    .returning({ id: store.id });
  if (inserted.length === 0) {
    await tx
      .insert(store)
      .values({ ...newStore, handle: `${handle}-${storeId.slice(-6).toLowerCase()}` });
  }
  await tx.insert(storeCurrency).values({ storeId, currencyCode });
  await tx.insert(region).values({
    storeId,
    id: regionId,
    name: 'Default Region',
    currencyCode,
  });
  // The built-in providers, so the default region can take orders as soon as it has countries.
  await tx.insert(regionPaymentProvider).values({ storeId, regionId, providerId: 'manual' });
  await tx.insert(regionFulfillmentProvider).values({ storeId, regionId, providerId: 'manual' });
  await tx.insert(shippingProfile).values([
    { storeId, id: newId('sp'), name: 'Default Shipping Profile', type: 'default' },
    { storeId, id: newId('sp'), name: 'Gift Card Profile', type: 'gift_card' },
  ]);
  await tx.insert(salesChannel).values({
    storeId,
    id: salesChannelId,
    name: 'Default Sales Channel',
    description: 'Created with the store',
  });
  await tx.insert(stockLocation).values({ storeId, id: locationId, name: 'Default location' });
  await tx.insert(salesChannelStockLocation).values({ storeId, salesChannelId, locationId });
  const [created] = await tx
    .insert(user)
    .values({
      storeId,
      id: userId,
      email,
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      role: 'admin',
      passwordHash: input.passwordHash,
    })
    .returning();
  await tx.insert(publishableApiKey).values({
    storeId,
    id: publishableKeyId,
    title: 'Default storefront key',
    createdBy: userId,
  });
  return { organizationId, storeId, user: created!, salesChannelId, publishableKeyId };
}
