import type {
  AdminCurrency,
  AdminGetCurrenciesParams as ParamsSchema,
  AdminPostCurrenciesCurrencyReq,
} from '@storedesk/contract';
import { CURRENCY_ORDER_FIELDS } from '@storedesk/contract';
import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminContext, AppDeps } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { StoredeskError } from '../../platform/errors.js';
import { containsPattern, parseOrder } from '../../platform/list.js';
import { currency } from '../../platform/reference/reference.tables.js';
import { storeCurrency } from '../store/store.tables.js';

type ListQuery = z.output<typeof ParamsSchema>;
type UpdateInput = z.output<typeof AdminPostCurrenciesCurrencyReq>;

const DEFAULT_LIMIT = 20;
const COLUMNS = { code: currency.code, name: currency.name } as const;

export const currencyNotFound = (code: string) =>
  new StoredeskError('not_found', `Currency with code: ${code} was not found`);

/**
 * Every ISO currency (shared reference data) with whether this store's prices in it include
 * tax: the store_currency row joined on the store, false where the store does not sell in it.
 */
function selectWithStoreTax(tx: Tx, storeId: string) {
  return tx
    .select({
      code: currency.code,
      symbol: currency.symbol,
      symbol_native: currency.symbolNative,
      name: currency.name,
      includes_tax: sql<boolean>`coalesce(${storeCurrency.includesTax}, false)`,
    })
    .from(currency)
    .leftJoin(
      storeCurrency,
      and(eq(storeCurrency.currencyCode, currency.code), eq(storeCurrency.storeId, storeId)),
    );
}

export function createCurrenciesService(deps: Pick<AppDeps, 'db'>) {
  const { db } = deps;

  return {
    async list(ctx: AdminContext, query: ListQuery) {
      const limit = query.limit ?? DEFAULT_LIMIT;
      const offset = query.offset ?? 0;
      const order = parseOrder(query.order, CURRENCY_ORDER_FIELDS, {
        field: 'code',
        direction: 'asc',
      });
      const pattern = query.q ? containsPattern(query.q) : undefined;
      const where = and(
        pattern ? or(ilike(currency.code, pattern), ilike(currency.name, pattern)) : undefined,
        query.code ? eq(currency.code, query.code) : undefined,
      );
      const column = COLUMNS[order.field];
      return withTenantTx(db, ctx.storeId, async (tx) => {
        const rows: AdminCurrency[] = await selectWithStoreTax(tx, ctx.storeId)
          .where(where)
          .orderBy(order.direction === 'asc' ? asc(column) : desc(column), asc(currency.code))
          .limit(limit)
          .offset(offset);
        const total = await tx.select({ n: count() }).from(currency).where(where);
        return { rows, count: total[0]?.n ?? 0, limit, offset };
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
