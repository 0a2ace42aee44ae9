import type {
  AdminGetStockLocationsParams,
  AdminPostStockLocationsLocationReq,
  AdminPostStockLocationsReq,
  SalesChannel,
  StockLocationAddressInput,
} from '@storedesk/contract';
import { STOCK_LOCATIONS_DEFAULT_LIMIT, STOCK_LOCATION_RELATIONS } from '@storedesk/contract';
import { and, asc, eq, exists, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminContext, AppDeps } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { StoredeskError, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { dateRange, findPage, readList, search, type Page } from '../../platform/list.js';
import { country } from '../../platform/reference/country.tables.js';
import { store } from '../../platform/tenancy/tenancy.tables.js';
import { inventoryLevel, reservationItem } from '../inventory/inventory.tables.js';
import { toSalesChannel } from '../sales-channels/sales-channels.mapper.js';
import { salesChannel } from '../sales-channels/sales-channels.tables.js';
import type { StockLocationRow } from './stock-locations.mapper.js';
import { salesChannelStockLocation, stockLocation } from './stock-locations.tables.js';

type ListQuery = z.output<typeof AdminGetStockLocationsParams>;
type CreateInput = z.output<typeof AdminPostStockLocationsReq>;
type UpdateInput = z.output<typeof AdminPostStockLocationsLocationReq>;
type AddressInput = z.output<typeof StockLocationAddressInput>;

const SORTABLE = {
  name: stockLocation.name,
  created_at: stockLocation.createdAt,
  updated_at: stockLocation.updatedAt,
};

/** A live (not deleted) location of the store, by id. */
export const liveLocation = (storeId: string, id: string) =>
  and(
    eq(stockLocation.storeId, storeId),
    eq(stockLocation.id, id),
    isNull(stockLocation.deletedAt),
  );

/** Fails with not_found unless the location is a live one of the store. */
export async function requireLocation(tx: Tx, storeId: string, id: string): Promise<void> {
  const [row] = await tx
    .select({ id: stockLocation.id })
    .from(stockLocation)
    .where(liveLocation(storeId, id));
  if (!row) throw notFound('StockLocation', id);
}

/** A location read with the sales channels it serves, when asked for. */
export interface LocationWithChannels {
  row: StockLocationRow;
  salesChannels?: SalesChannel[];
}

/** The address columns of a create or update; `null` clears the address. */
function addressColumns(address: AddressInput | null, addressId: string | SQL | null) {
  if (address === null) {
    return {
      addressId: null,
      address1: null,
      address2: null,
      company: null,
      city: null,
      countryCode: null,
      phone: null,
      province: null,
      postalCode: null,
    };
  }
  return {
    addressId: addressId ?? newId('laddr'),
    address1: address.address_1,
    address2: address.address_2 ?? null,
    company: address.company ?? null,
    city: address.city ?? null,
    countryCode: address.country_code,
    phone: address.phone ?? null,
    province: address.province ?? null,
    postalCode: address.postal_code ?? null,
  };
}

/** Fails with a 400 naming the field unless the country is an ISO country we know. */
async function requireCountry(tx: Tx, code: string): Promise<void> {
  const rows = await tx.select({ iso2: country.iso2 }).from(country).where(eq(country.iso2, code));
  if (!rows[0]) {
    throw new StoredeskError(
      'invalid_data',
      `address.country_code: ${code} is not an ISO 3166-1 country code`,
    );
  }
}

/** The channels each of the locations serves, in one query. */
export async function channelsOfLocations(
  tx: Tx,
  storeId: string,
  locationIds: readonly string[],
): Promise<Map<string, SalesChannel[]>> {
  const byLocation = new Map<string, SalesChannel[]>(locationIds.map((id) => [id, []]));
  if (locationIds.length === 0) return byLocation;
  const rows = await tx
    .select({ locationId: salesChannelStockLocation.locationId, channel: salesChannel })
    .from(salesChannelStockLocation)
    .innerJoin(
      salesChannel,
      and(
        eq(salesChannel.storeId, salesChannelStockLocation.storeId),
        eq(salesChannel.id, salesChannelStockLocation.salesChannelId),
        isNull(salesChannel.deletedAt),
      ),
    )
    .where(
      and(
        eq(salesChannelStockLocation.storeId, storeId),
        inArray(salesChannelStockLocation.locationId, [...locationIds]),
      ),
    )
    .orderBy(asc(salesChannel.createdAt), asc(salesChannel.id));
  for (const row of rows) byLocation.get(row.locationId)?.push(toSalesChannel(row.channel));
  return byLocation;
}

export function createStockLocationsService(deps: Pick<AppDeps, 'db'>) {
  const { db } = deps;

  async function withChannels(
    tx: Tx,
    storeId: string,
    rows: StockLocationRow[],
    expand: readonly string[] | undefined,
  ): Promise<LocationWithChannels[]> {
    if (!expand?.includes('sales_channels')) return rows.map((row) => ({ row }));
    const channels = await channelsOfLocations(
      tx,
      storeId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({ row, salesChannels: channels.get(row.id) ?? [] }));
  }

  async function readOne(
    tx: Tx,
    storeId: string,
    id: string,
    expand: readonly string[] | undefined,
  ): Promise<LocationWithChannels> {
    const [row] = await tx.select().from(stockLocation).where(liveLocation(storeId, id));
    if (!row) throw notFound('StockLocation', id);
    return (await withChannels(tx, storeId, [row], expand))[0]!;
  }

  const expandOf = (expand: string | undefined) =>
    readList(
      { expand },
      {
        defaultLimit: 1,
        sortable: SORTABLE,
        defaultOrder: 'name',
        tieBreak: [],
        relations: STOCK_LOCATION_RELATIONS,
      },
    ).expand;

  return {
    async list(ctx: AdminContext, query: ListQuery): Promise<Page<LocationWithChannels>> {
      const list = readList(query, {
        defaultLimit: STOCK_LOCATIONS_DEFAULT_LIMIT,
        sortable: SORTABLE,
        defaultOrder: 'created_at',
        tieBreak: [stockLocation.id],
        relations: STOCK_LOCATION_RELATIONS,
      });
      const where = and(
        eq(stockLocation.storeId, ctx.storeId),
        isNull(stockLocation.deletedAt),
        query.q
          ? or(
              search(query.q, [stockLocation.name, stockLocation.city]),
              search(query.q, [stockLocation.address1, stockLocation.postalCode]),
            )
          : undefined,
        query.id?.length ? inArray(stockLocation.id, query.id) : undefined,
        query.name?.length ? inArray(stockLocation.name, query.name) : undefined,
        query.address_id?.length ? inArray(stockLocation.addressId, query.address_id) : undefined,
        query.sales_channel_id?.length
          ? exists(
              db
                .select({ one: sql`1` })
                .from(salesChannelStockLocation)
                .where(
                  and(
                    eq(salesChannelStockLocation.storeId, stockLocation.storeId),
                    eq(salesChannelStockLocation.locationId, stockLocation.id),
                    inArray(salesChannelStockLocation.salesChannelId, query.sales_channel_id),
                  ),
                ),
            )
          : undefined,
        ...dateRange(stockLocation.createdAt, query.created_at),
        ...dateRange(stockLocation.updatedAt, query.updated_at),
      );
      return withTenantTx(db, ctx.storeId, async (tx) => {
        const page = await findPage(tx, stockLocation, where, list);
        return { ...page, rows: await withChannels(tx, ctx.storeId, page.rows, list.expand) };
      });
    },

    retrieve(ctx: AdminContext, id: string, expand: string | undefined) {
      const names = expandOf(expand);
      return withTenantTx(db, ctx.storeId, (tx) => readOne(tx, ctx.storeId, id, names));
    },

    async create(ctx: AdminContext, input: CreateInput, expand: string | undefined) {
      const names = expandOf(expand);
      return withTenantTx(db, ctx.storeId, async (tx) => {
        if (input.address) await requireCountry(tx, input.address.country_code);
        const id = newId('sloc');
        await tx.insert(stockLocation).values({
          storeId: ctx.storeId,
          id,
          name: input.name,
          metadata: input.metadata ?? null,
          ...(input.address
            ? addressColumns(input.address, input.address_id ?? null)
            : { addressId: input.address_id ?? null }),
        });
        return readOne(tx, ctx.storeId, id, names);
      });
    },

    async update(ctx: AdminContext, id: string, input: UpdateInput, expand: string | undefined) {
      const names = expandOf(expand);
      return withTenantTx(db, ctx.storeId, async (tx) => {
        if (input.address) await requireCountry(tx, input.address.country_code);
        const address =
          input.address === undefined
            ? {}
            : // The address keeps its id while it exists, as v1's address row would.
              addressColumns(
                input.address,
                input.address ? sql`coalesce(${stockLocation.addressId}, ${newId('laddr')})` : null,
              );
        const rows = await tx
          .update(stockLocation)
          .set({
            ...(input.name !== undefined && { name: input.name }),
            ...(input.metadata !== undefined && { metadata: input.metadata }),
            ...address,
            updatedAt: new Date(),
          })
          .where(liveLocation(ctx.storeId, id))
          .returning({ id: stockLocation.id });
        if (!rows[0]) throw notFound('StockLocation', id);
        return readOne(tx, ctx.storeId, id, names);
      });
    },

    /**
     * Deletes (soft) a location that holds nothing: no stock, nothing reserved or on its way.
     * Its links to sales channels and its empty levels go with it. The store's default
     * location stays (new variants are stocked there).
     */
    async delete(ctx: AdminContext, id: string): Promise<void> {
      await withTenantTx(db, ctx.storeId, async (tx) => {
        const [owner] = await tx
          .select({ defaultLocationId: store.defaultLocationId })
          .from(store)
          .where(eq(store.id, ctx.storeId));
        const holding = and(
          eq(inventoryLevel.storeId, ctx.storeId),
          eq(inventoryLevel.locationId, id),
          or(
            sql`${inventoryLevel.stockedQuantity} > 0`,
            sql`${inventoryLevel.reservedQuantity} > 0`,
            sql`${inventoryLevel.incomingQuantity} > 0`,
          ),
        );
        const reserved = and(
          eq(reservationItem.storeId, ctx.storeId),
          eq(reservationItem.locationId, id),
          isNull(reservationItem.deletedAt),
        );
        const deleted = await tx
          .update(stockLocation)
          .set({ deletedAt: new Date(), updatedAt: new Date() })
          .where(
            and(
              liveLocation(ctx.storeId, id),
              sql`${stockLocation.id} IS DISTINCT FROM ${owner?.defaultLocationId ?? null}`,
              sql`NOT EXISTS (SELECT 1 FROM ${inventoryLevel} WHERE ${holding})`,
              sql`NOT EXISTS (SELECT 1 FROM ${reservationItem} WHERE ${reserved})`,
            ),
          )
          .returning({ id: stockLocation.id });
        if (!deleted[0]) {
          const [row] = await tx.select().from(stockLocation).where(liveLocation(ctx.storeId, id));
          if (!row) throw notFound('StockLocation', id);
          if (row.id === owner?.defaultLocationId) {
            throw new StoredeskError(
              'invalid_data',
              "The store's default stock location cannot be deleted: new variants are stocked there.",
              'default_location',
            );
          }
          throw new StoredeskError(
            'conflict',
            `Stock location ${id} still holds stock or reservations; move or remove them first.`,
            'location_in_use',
          );
        }
        await tx
          .delete(salesChannelStockLocation)
          .where(
            and(
              eq(salesChannelStockLocation.storeId, ctx.storeId),
              eq(salesChannelStockLocation.locationId, id),
            ),
          );
        await tx
          .delete(inventoryLevel)
          .where(and(eq(inventoryLevel.storeId, ctx.storeId), eq(inventoryLevel.locationId, id)));
      });
    },
  };
}

export type StockLocationsService = ReturnType<typeof createStockLocationsService>;
