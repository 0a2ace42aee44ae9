import {
  storeLocaleOf,
  type AdminPostStoreReq,
  type AdminStoreRes,
  type Currency,
} from '@storedesk/contract';
import { and, asc, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { AdminContext, AppDeps } from '../../platform/context.js';
import { uniqueViolationOf } from '../../platform/db/errors.js';
import { RESERVED_HANDLES } from '../../platform/tenancy/store-base-url.js';
import { iso } from '../../platform/dates.js';
import type { Tx } from '../../platform/db/client.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { StoredeskError, notFound } from '../../platform/errors.js';
import { currencyNotFound } from '../currencies/currencies.service.js';
import { storeProviderRefs } from '../payment-providers/payment-providers.service.js';
import type { ProviderDeps } from '../../platform/providers/registry.js';
import { toSalesChannel } from '../sales-channels/sales-channels.mapper.js';
import { salesChannel } from '../sales-channels/sales-channels.tables.js';
import { currency } from '../../platform/reference/reference.tables.js';
import { store } from '../../platform/tenancy/tenancy.tables.js';
import { storeCurrency } from './store.tables.js';

type StoreBody = AdminStoreRes['store'];

/** Where a v1 storefront reaches the store without a key (shown in the store settings). */
function storefrontUrls(
  config: Pick<Config, 'publicUrl' | 'shopDomain'>,
  row: { handle: string; hostName: string | null },
): StoreBody['storefront_urls'] {
  const scheme = new URL(config.publicUrl).protocol;
  const hosts = [row.hostName, config.shopDomain && `${row.handle}.${config.shopDomain}`];
  return {
    api_base_url: `${config.publicUrl}/s/${row.handle}`,
    host_base_urls: hosts.filter((host) => !!host).map((host) => `${scheme}//${host}`),
    shop_url: `${config.publicUrl}/shop/${row.handle}`,
  };
}

/** The rules of handles and host names the contract's patterns cannot say. */
function checkStorefrontNames(
  config: Pick<Config, 'publicUrl' | 'shopDomain'>,
  input: AdminPostStoreReq,
): void {
  if (input.handle !== undefined && RESERVED_HANDLES.has(input.handle)) {
    throw new StoredeskError(
      'invalid_data',
      `handle: ${input.handle} is reserved; choose another handle.`,
      'reserved_handle',
    );
  }
  const host = input.host_name;
  if (!host) return;
  if (host === new URL(config.publicUrl).hostname) {
    throw new StoredeskError(
      'invalid_data',
      `host_name: ${host} is this server's own address; give the store a domain of its own.`,
    );
  }
  if (config.shopDomain && (host === config.shopDomain || host.endsWith(`.${config.shopDomain}`))) {
    throw new StoredeskError(
      'invalid_data',
      `host_name: names under ${config.shopDomain} come from the store's handle; give a domain of your own.`,
    );
  }
}

/** A handle or host name another store holds answers 422 naming the field. */
async function guardedNames<T>(input: AdminPostStoreReq, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const taken = uniqueViolationOf(error);
    const is = (constraint: string, column: string) =>
      taken?.constraint === constraint || !!taken?.detail?.includes(`(${column})=`);
    if (is('store_handle_unique', 'handle')) {
      throw new StoredeskError(
        'duplicate_error',
        `handle: ${input.handle} is taken by another store.`,
        'duplicate_handle',
      );
    }
    if (is('store_host_name_unique', 'host_name')) {
      throw new StoredeskError(
        'duplicate_error',
        `host_name: ${input.host_name} is used by another store.`,
        'duplicate_host_name',
      );
    }
    throw error;
  }
}

function toCurrency(row: typeof currency.$inferSelect): Currency {
  return { code: row.code, symbol: row.symbol, symbol_native: row.symbolNative, name: row.name };
}

export function createStoreService(deps: Pick<AppDeps, 'db' | 'config'> & ProviderDeps) {
  const { db, config, providers } = deps;

  /** Flags from configuration plus one flag set true per enabled module (SPEC point 3). */
  function flagsAndModules() {
    const flags = { ...config.featureFlags };
    for (const name of config.modules) flags[name] = true;
    return {
      feature_flags: Object.entries(flags)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, value]) => ({ key, value })),
      modules: config.modules.map((name) => ({ module: name, resolution: `storedesk/${name}` })),
    };
  }

  async function load(tx: Tx, storeId: string): Promise<StoreBody> {
    const [row] = await tx.select().from(store).where(eq(store.id, storeId));
    if (!row) throw notFound('Store', storeId);
    const currencies = await tx
      .select({ currency })
      .from(storeCurrency)
      .innerJoin(currency, eq(currency.code, storeCurrency.currencyCode))
      .where(eq(storeCurrency.storeId, storeId))
      .orderBy(asc(currency.code));
    const channel = row.defaultSalesChannelId
      ? (
          await tx
            .select()
            .from(salesChannel)
            .where(
              and(
                eq(salesChannel.storeId, storeId),
                eq(salesChannel.id, row.defaultSalesChannelId),
                isNull(salesChannel.deletedAt),
              ),
            )
        )[0]
      : undefined;
    const list = currencies.map((entry) => toCurrency(entry.currency));
    const providerRefs = await storeProviderRefs(tx, storeId, providers);
    return {
      id: row.id,
      created_at: iso(row.createdAt),
      updated_at: iso(row.updatedAt),
      name: row.name,
      default_currency_code: row.defaultCurrencyCode,
      swap_link_template: row.swapLinkTemplate,
      payment_link_template: row.paymentLinkTemplate,
      invite_link_template: row.inviteLinkTemplate,
      default_location_id: row.defaultLocationId,
      metadata: row.metadata ?? null,
      default_sales_channel_id: row.defaultSalesChannelId,
      currencies: list,
      default_currency: list.find((entry) => entry.code === row.defaultCurrencyCode) ?? null,
      default_sales_channel: channel ? toSalesChannel(channel) : null,
      handle: row.handle,
      host_name: row.hostName,
      store_cors: row.storeCors,
      storefront_urls: storefrontUrls(config, row),
      default_locale: storeLocaleOf(row.defaultLocale),
      ...flagsAndModules(),
      ...providerRefs,
    };
  }

  /**
   * Sets the store's currencies to exactly `codes` (Medusa v1's `currencies` on the store
   * update). The default currency, the new one when given, must stay among them.
   */
  async function replaceCurrencies(
    tx: Tx,
    storeId: string,
    codes: readonly string[],
    newDefault: string | undefined,
  ): Promise<void> {
    const wanted = [...new Set(codes)];
    const known = wanted.length
      ? await tx
          .select({ code: currency.code })
          .from(currency)
          .where(inArray(currency.code, wanted))
      : [];
    const unknown = wanted.filter((code) => !known.some((row) => row.code === code));
    if (unknown.length > 0) {
      throw new StoredeskError(
        'invalid_data',
        `currencies: unknown currency code ${unknown.join(', ')}`,
      );
    }
    const [row] = await tx
      .select({ defaultCurrencyCode: store.defaultCurrencyCode })
      .from(store)
      .where(eq(store.id, storeId))
      .for('update');
    const keep = newDefault ?? row?.defaultCurrencyCode;
    if (keep && !wanted.includes(keep)) {
      throw new StoredeskError(
        'invalid_data',
        `currencies must include the default currency ${keep.toUpperCase()}; choose another default currency to leave it out.`,
        'default_currency',
      );
    }
    await tx
      .delete(storeCurrency)
      .where(
        and(eq(storeCurrency.storeId, storeId), notInArray(storeCurrency.currencyCode, wanted)),
      );
    if (wanted.length === 0) return;
    await tx
      .insert(storeCurrency)
      .values(wanted.map((code) => ({ storeId, currencyCode: code })))
      .onConflictDoNothing();
  }

  return {
    retrieve(ctx: AdminContext) {
      return withTenantTx(db, ctx.storeId, (tx) => load(tx, ctx.storeId));
    },

    update(ctx: AdminContext, input: AdminPostStoreReq) {
      return withTenantTx(db, ctx.storeId, async (tx) => {
        if (input.currencies !== undefined) {
          await replaceCurrencies(tx, ctx.storeId, input.currencies, input.default_currency_code);
        }
        if (input.default_currency_code) {
          const sold = await tx
            .select()
            .from(storeCurrency)
            .where(
              and(
                eq(storeCurrency.storeId, ctx.storeId),
                eq(storeCurrency.currencyCode, input.default_currency_code),
              ),
            );
          if (!sold[0]) {
            throw new StoredeskError(
              'invalid_data',
              `default_currency_code must be one of the store's currencies; add ${input.default_currency_code} to the store first.`,
            );
          }
        }
        checkStorefrontNames(config, input);
        await guardedNames(input, () =>
          tx
            .update(store)
            .set({
              ...(input.name !== undefined && { name: input.name }),
              ...(input.handle !== undefined && { handle: input.handle }),
              ...(input.host_name !== undefined && { hostName: input.host_name }),
              ...(input.store_cors !== undefined && { storeCors: [...new Set(input.store_cors)] }),
              ...(input.default_currency_code !== undefined && {
                defaultCurrencyCode: input.default_currency_code,
              }),
              ...(input.swap_link_template !== undefined && {
                swapLinkTemplate: input.swap_link_template,
              }),
              ...(input.payment_link_template !== undefined && {
                paymentLinkTemplate: input.payment_link_template,
              }),
              ...(input.invite_link_template !== undefined && {
                inviteLinkTemplate: input.invite_link_template,
              }),
              ...(input.metadata !== undefined && { metadata: input.metadata }),
              ...(input.default_locale !== undefined && { defaultLocale: input.default_locale }),
              updatedAt: new Date(),
            })
            .where(eq(store.id, ctx.storeId)),
        );
        return load(tx, ctx.storeId);
      });
    },

    /** Adds a currency the store sells in; one it already has leaves the store unchanged. */
    addCurrency(ctx: AdminContext, code: string) {
      return withTenantTx(db, ctx.storeId, async (tx) => {
        const [known] = await tx
          .select({ code: currency.code })
          .from(currency)
          .where(eq(currency.code, code));
        if (!known) throw currencyNotFound(code);
        const added = await tx
          .insert(storeCurrency)
          .values({ storeId: ctx.storeId, currencyCode: code })
          .onConflictDoNothing()
          .returning({ code: storeCurrency.currencyCode });
        if (added.length > 0) {
          await tx.update(store).set({ updatedAt: new Date() }).where(eq(store.id, ctx.storeId));
        }
        return load(tx, ctx.storeId);
      });
    },

    /** Stops selling in a currency; never the store's default currency. */
    removeCurrency(ctx: AdminContext, code: string) {
      return withTenantTx(db, ctx.storeId, async (tx) => {
        const [known] = await tx
          .select({ code: currency.code })
          .from(currency)
          .where(eq(currency.code, code));
        if (!known) throw currencyNotFound(code);
        const [row] = await tx
          .select({ defaultCurrencyCode: store.defaultCurrencyCode })
          .from(store)
          .where(eq(store.id, ctx.storeId))
          .for('update');
        if (row?.defaultCurrencyCode === code) {
          throw new StoredeskError(
            'invalid_data',
            `${code.toUpperCase()} is the store's default currency and cannot be removed; choose another default currency first.`,
            'default_currency',
          );
        }
        const removed = await tx
          .delete(storeCurrency)
          .where(and(eq(storeCurrency.storeId, ctx.storeId), eq(storeCurrency.currencyCode, code)))
          .returning({ code: storeCurrency.currencyCode });
        if (removed.length > 0) {
          await tx.update(store).set({ updatedAt: new Date() }).where(eq(store.id, ctx.storeId));
        }
        return load(tx, ctx.storeId);
      });
    },
  };
}
