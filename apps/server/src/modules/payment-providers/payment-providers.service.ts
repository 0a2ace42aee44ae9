import type {
  AdminPaymentProviderSettings,
  AdminPostPaymentProviderSettingsReq,
  ProviderRef,
} from '@storedesk/contract';
import { and, eq } from 'drizzle-orm';
import type { AppDeps, RequestContext } from '../../platform/context.js';
import type { Executor } from '../../platform/db/client.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { isoOrNull } from '../../platform/dates.js';
import { StoredeskError } from '../../platform/errors.js';
import type { StorePaymentProvider } from '../../platform/providers/payment.js';
import type { ProviderDeps, ProviderRegistry } from '../../platform/providers/registry.js';
import { createSecretBox, maskSecret } from './provider-secrets.js';
import { paymentProviderConfig } from './payment-providers.tables.js';

type ConfigRow = typeof paymentProviderConfig.$inferSelect;

/** The store's saved settings rows (secret values masked in `settings`), by provider id. */
async function savedRows(tx: Executor, storeId: string): Promise<Map<string, ConfigRow>> {
  const rows = await tx
    .select()
    .from(paymentProviderConfig)
    .where(eq(paymentProviderConfig.storeId, storeId));
  return new Map(rows.map((row) => [row.providerId, row]));
}

const installedWith = (provider: StorePaymentProvider, row: ConfigRow | undefined) =>
  provider.isInstalled(row?.isEnabled ? row.settings : null);

/**
 * The providers this server offers and whether this store can use each (`payment_providers`
 * and `fulfillment_providers` of `GET /admin/store`, `GET /admin/store/payment-providers`).
 */
export async function storeProviderRefs(
  tx: Executor,
  storeId: string,
  registry: ProviderRegistry,
): Promise<{ payment_providers: ProviderRef[]; fulfillment_providers: ProviderRef[] }> {
  const saved = await savedRows(tx, storeId);
  return {
    payment_providers: registry.paymentProviders().map((provider) => ({
      id: provider.id,
      is_installed: installedWith(provider, saved.get(provider.id)),
    })),
    fulfillment_providers: registry
      .fulfillmentProviders()
      .map((provider) => ({ id: provider.id, is_installed: true })),
  };
}

const providerNotFound = (id: string) =>
  new StoredeskError('not_found', `Payment provider with id: ${id} was not found`);

/**
 * A store's settings for the payment providers that need them (Stripe: its own API keys).
 * Secret values are sealed (provider-secrets.ts) and only ever leave this module decrypted
 * towards the provider itself (`settingsFor`), never in an answer or a log line.
 */
export function createPaymentProvidersService(deps: Pick<AppDeps, 'db' | 'config'> & ProviderDeps) {
  const { db, providers } = deps;
  const box = createSecretBox(deps.config.cookieSecret);

  function provider(id: string): StorePaymentProvider {
    const found = providers.payment(id);
    if (!found) throw providerNotFound(id);
    return found;
  }

  function toSettings(
    found: StorePaymentProvider,
    row: ConfigRow | undefined,
  ): AdminPaymentProviderSettings {
    return {
      id: found.id,
      is_installed: installedWith(found, row),
      fields: (found.settings ?? []).map((field) => ({
        key: field.key,
        secret: field.secret,
        optional: field.optional ?? false,
      })),
      settings: row ? { ...row.settings } : null,
      updated_at: row ? isoOrNull(row.updatedAt) : null,
    };
  }

  /** Checks a complete set of values against what the provider declares; 400 naming the key. */
  function readInput(found: StorePaymentProvider, input: AdminPostPaymentProviderSettingsReq) {
    const fields = found.settings ?? [];
    if (fields.length === 0) {
      throw new StoredeskError(
        'invalid_data',
        `${found.id} has no settings: every store can use it as it is`,
      );
    }
    const allowed = fields.map((field) => field.key);
    const unknown = Object.keys(input).filter((key) => !allowed.includes(key));
    if (unknown.length > 0) {
      throw new StoredeskError(
        'invalid_data',
        `${unknown.join(', ')} ${unknown.length === 1 ? 'is' : 'are'} not a setting of ${found.id}; it takes ${allowed.join(', ')}`,
      );
    }
    const secrets: Record<string, string> = {};
    const shown: Record<string, string> = {};
    for (const field of fields) {
      const value = input[field.key]?.trim();
      if (!value && field.optional) continue;
      if (!value) throw new StoredeskError('invalid_data', `${field.key} is required`);
      // The problem is described, never the value: it may be a secret.
      const problem = field.check?.(value);
      if (problem) throw new StoredeskError('invalid_data', `${field.key} ${problem}`);
      if (field.secret) {
        secrets[field.key] = value;
        shown[field.key] = maskSecret(value);
      } else {
        shown[field.key] = value;
      }
    }
    return { secrets, shown };
  }

  /** The store's settings for a provider, secrets decrypted, or null when it saved none. */
  async function settingsIn(
    tx: Executor,
    storeId: string,
    found: StorePaymentProvider,
  ): Promise<Record<string, string> | null> {
    const [row] = await tx
      .select()
      .from(paymentProviderConfig)
      .where(
        and(
          eq(paymentProviderConfig.storeId, storeId),
          eq(paymentProviderConfig.providerId, found.id),
        ),
      );
    if (!row || !row.isEnabled) return null;
    const secrets = box.open(storeId, found.id, row.secretsEncrypted);
    return { ...row.settings, ...secrets };
  }

  return {
    async list(ctx: RequestContext): Promise<AdminPaymentProviderSettings[]> {
      const saved = await withTenantTx(db, ctx.storeId, (tx) => savedRows(tx, ctx.storeId));
      return providers.paymentProviders().map((found) => toSettings(found, saved.get(found.id)));
    },

    async retrieve(ctx: RequestContext, id: string): Promise<AdminPaymentProviderSettings> {
      const found = provider(id);
      const saved = await withTenantTx(db, ctx.storeId, (tx) => savedRows(tx, ctx.storeId));
      return toSettings(found, saved.get(found.id));
    },

    /** Stores a complete set of values (replacing what was stored), in one statement. */
    async save(
      ctx: RequestContext,
      id: string,
      input: AdminPostPaymentProviderSettingsReq,
    ): Promise<AdminPaymentProviderSettings> {
      const found = provider(id);
      const { secrets, shown } = readInput(found, input);
      const sealed = box.seal(ctx.storeId, found.id, secrets);
      const [row] = await withTenantTx(db, ctx.storeId, (tx) =>
        tx
          .insert(paymentProviderConfig)
          .values({
            storeId: ctx.storeId,
            providerId: found.id,
            isEnabled: true,
            secretsEncrypted: sealed,
            settings: shown,
          })
          .onConflictDoUpdate({
            target: [paymentProviderConfig.storeId, paymentProviderConfig.providerId],
            set: {
              isEnabled: true,
              secretsEncrypted: sealed,
              settings: shown,
              updatedAt: new Date(),
            },
          })
          .returning(),
      );
      return toSettings(found, row);
    },

    /** Forgets the store's settings; the provider is then no longer installed for it. */
    async remove(ctx: RequestContext, id: string): Promise<void> {
      const found = provider(id);
      await withTenantTx(db, ctx.storeId, (tx) =>
        tx
          .delete(paymentProviderConfig)
          .where(
            and(
              eq(paymentProviderConfig.storeId, ctx.storeId),
              eq(paymentProviderConfig.providerId, found.id),
            ),
          ),
      );
    },

    /** Tries the stored settings against the provider ("check connection"). */
    async check(ctx: RequestContext, id: string): Promise<{ ok: boolean; message: string }> {
      const found = provider(id);
      if (!found.settings?.length) return { ok: true, message: `${found.id} needs no settings.` };
      const settings = await withTenantTx(db, ctx.storeId, (tx) =>
        settingsIn(tx, ctx.storeId, found),
      );
      if (!settings) {
        throw new StoredeskError(
          'invalid_data',
          `${found.id} has no settings for this store yet: enter them first`,
          'not_configured',
        );
      }
      if (!found.checkConnection) return { ok: true, message: 'Settings saved.' };
      return found.checkConnection(settings);
    },

    /**
     * The settings to put in a PaymentContext (secrets decrypted): empty for providers that
     * need none, null when the store has not set the provider up.
     */
    async settingsFor(
      tx: Executor,
      storeId: string,
      id: string,
    ): Promise<Readonly<Record<string, string>> | null> {
      const found = provider(id);
      if (!found.settings?.length) return {};
      return settingsIn(tx, storeId, found);
    },
  };
}
