import type {
  AdminCurrency,
  AdminGetCurrenciesParams as ParamsSchema,
  AdminPostCurrenciesCurrencyReq,
  CURRENCY_ORDER_FIELDS,
} from '@storedesk/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminContext, AppDeps } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { StoredeskError } from '../../platform/errors.js';
import { listOptions, pageTotal, readList, search, withTotal } from '../../platform/list.js';
import { currency } from '../../platform/reference/reference.tables.js';
import { storeCurrency } from '../store/store.tables.js';

type ListQuery = z.output<typeof ParamsSchema>;
type UpdateInput = z.output<typeof AdminPostCurrenciesCurrencyReq>;

const LIST = listOptions<(typeof CURRENCY_ORDER_FIELDS)[number]>({
  defaultLimit: 20,
  sortable: { code: currency.code, name: currency.name },
  defaultOrder: 'code',
  tieBreak: [currency.code],
});

export const currencyNotFound = (code: string) =>
  new StoredeskError('not_found', `Currency with code: ${code} was not found`);

/**
 * Every ISO currency (shared reference data) with whether this store's prices in it include
 * tax: the store_currency row joined on the store, false where the store does not sell in it.
 */
const storeTaxColumns = {
  code: currency.code,
  symbol: currency.symbol,
  symbol_native: currency.symbolNative,
  name: currency.name,
  includes_tax: sql<boolean>`coalesce(${storeCurrency.includesTax}, false)`,
};
const ofStore = (storeId: string) =>
  and(eq(storeCurrency.currencyCode, currency.code), eq(storeCurrency.storeId, storeId));

function selectWithStoreTax(tx: Tx, storeId: string) {
  return tx.select(storeTaxColumns).from(currency).leftJoin(storeCurrency, ofStore(storeId));
}

export function createCurrenciesService(deps: Pick<AppDeps, 'db'>) {
  const { db } = deps;

  return {
    /** Every currency, searched by code and name, in one statement (two past the end). */
    async list(ctx: AdminContext, query: ListQuery) {
      const list = readList(query, LIST);
      const where = and(
        search(query.q, [currency.code, currency.name]),
        query.code ? eq(currency.code, query.code) : undefined,
      );
      return withTenantTx(db, ctx.storeId, async (tx) => {
        const found = await tx
          .select({ row: storeTaxColumns, total: pageTotal() })
          .from(currency)
          .leftJoin(storeCurrency, ofStore(ctx.storeId))
          .where(where)
          .orderBy(...list.orderBy)
          .limit(list.limit)
          .offset(list.offset);
        return withTotal<AdminCurrency>(found, list, () => tx.$count(currency, where));
      });
    },

    /** Sets whether the store's prices in `code` include tax; only for a store currency. */
    async update(ctx: AdminContext, code: string, input: UpdateInput): Promise<AdminCurrency> {
      return withTenantTx(db, ctx.storeId, async (tx) => {
        const [found] = await selectWithStoreTax(tx, ctx.storeId).where(eq(currency.code, code));
        if (!found) throw currencyNotFound(code);
        const [sold] = await tx
          .select()
          .from(storeCurrency)
          .where(and(eq(storeCurrency.storeId, ctx.storeId), eq(storeCurrency.currencyCode, code)))
          .for('update');
        if (!sold) {
          throw new StoredeskError(
            'invalid_data',
            `${code.toUpperCase()} is not one of the store's currencies; add it to the store first.`,
            'currency_not_in_store',
          );
        }
        if (input.includes_tax === undefined) return found;
        await tx
          .update(storeCurrency)
          .set({ includesTax: input.includes_tax })
          .where(and(eq(storeCurrency.storeId, ctx.storeId), eq(storeCurrency.currencyCode, code)));
        return { ...found, includes_tax: input.includes_tax };
      });
    },
  };
}
