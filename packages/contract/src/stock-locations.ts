import { z } from 'zod';
import { DateFilter, ListParams, Metadata, Paging, Timestamp, idList } from './common.js';
import { SalesChannel } from './sales-channels.js';

/**
 * Stock locations (Medusa v1 `stockLocationService`): where stock is kept, with an address, and
 * which sales channels they serve (`/admin/sales-channels/:id/stock-locations`).
 */

export const StockLocationAddress = z.object({
  id: z.string(),
  created_at: Timestamp,
  updated_at: Timestamp,
  deleted_at: Timestamp.nullable(),
  address_1: z.string().nullable(),
  address_2: z.string().nullable(),
  company: z.string().nullable(),
  city: z.string().nullable(),
  country_code: z.string().nullable(),
  phone: z.string().nullable(),
  province: z.string().nullable(),
  postal_code: z.string().nullable(),
  metadata: Metadata,
});
export type StockLocationAddress = z.infer<typeof StockLocationAddress>;

export const StockLocation = z.object({
  id: z.string(),
  created_at: Timestamp,
  updated_at: Timestamp,
  deleted_at: Timestamp.nullable(),
  name: z.string(),
  address_id: z.string().nullable(),
  /** Null until the location has an address. */
  address: StockLocationAddress.nullable(),
  metadata: Metadata,
  /** With `expand=sales_channels`: the channels whose shoppers buy from this location. */
  sales_channels: z.array(SalesChannel).optional(),
});
export type StockLocation = z.infer<typeof StockLocation>;

export const STOCK_LOCATIONS_DEFAULT_LIMIT = 20;
export const STOCK_LOCATION_ORDER_FIELDS = ['name', 'created_at', 'updated_at'] as const;
export const STOCK_LOCATION_RELATIONS = ['address', 'sales_channels'] as const;

export const AdminGetStockLocationsParams = ListParams.extend({
  id: idList.optional(),
  name: idList.optional(),
  address_id: idList.optional(),
  sales_channel_id: idList.optional(),
  created_at: DateFilter.optional(),
  updated_at: DateFilter.optional(),
});
export type AdminGetStockLocationsParams = z.input<typeof AdminGetStockLocationsParams>;

/** `?expand=sales_channels` on a single location (and the writes that answer one). */
export const AdminGetStockLocationParams = z.object({
  expand: z.string().optional(),
  fields: z.string().optional(),
});
export type AdminGetStockLocationParams = z.input<typeof AdminGetStockLocationParams>;

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/** An ISO 3166-1 alpha-2 country code, any case (stored lower case, as v1 does). */
export const StockLocationCountryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, { message: 'must be a two-letter ISO 3166-1 country code' })
  .transform((code) => code.toLowerCase());

/** The address of a location; v1 requires the first line and the country. */
export const StockLocationAddressInput = z.strictObject({
  address_1: z.string().trim().min(1).max(300),
  address_2: optionalText(300),
  company: optionalText(300),
  city: optionalText(200),
  country_code: StockLocationCountryCode,
  phone: optionalText(100),
  province: optionalText(200),
  postal_code: optionalText(50),
});
export type StockLocationAddressInput = z.input<typeof StockLocationAddressInput>;

const LocationName = z.string().trim().min(1).max(200);

export const AdminPostStockLocationsReq = z.strictObject({
  name: LocationName,
  address: StockLocationAddressInput.optional(),
  /** v1 clients may send the id of an address; we keep the address with its location. */
  address_id: z.string().optional(),
  metadata: Metadata.optional(),
});
export type AdminPostStockLocationsReq = z.input<typeof AdminPostStockLocationsReq>;

export const AdminPostStockLocationsLocationReq = z.strictObject({
  name: LocationName.optional(),
  /** The whole address (replacing the old one); null removes it. */
  address: StockLocationAddressInput.nullable().optional(),
  address_id: z.string().optional(),
  metadata: Metadata.optional(),
});
export type AdminPostStockLocationsLocationReq = z.input<typeof AdminPostStockLocationsLocationReq>;

export const AdminStockLocationsRes = z.object({ stock_location: StockLocation });
export type AdminStockLocationsRes = z.infer<typeof AdminStockLocationsRes>;

export const AdminStockLocationsListRes = z.object({
  stock_locations: z.array(StockLocation),
  ...Paging,
});
export type AdminStockLocationsListRes = z.infer<typeof AdminStockLocationsListRes>;

export const AdminStockLocationsDeleteRes = z.object({
  id: z.string(),
  object: z.literal('stock_location'),
  deleted: z.literal(true),
});
export type AdminStockLocationsDeleteRes = z.infer<typeof AdminStockLocationsDeleteRes>;

// ---- sales channels and their locations ------------------------------------------------------

/** `POST` / `DELETE /admin/sales-channels/:id/stock-locations` (v1 body). */
export const AdminPostSalesChannelsChannelStockLocationsReq = z.strictObject({
  location_id: z.string().trim().min(1),
});
export type AdminPostSalesChannelsChannelStockLocationsReq = z.input<
  typeof AdminPostSalesChannelsChannelStockLocationsReq
>;
export const AdminDeleteSalesChannelsChannelStockLocationsReq =
  AdminPostSalesChannelsChannelStockLocationsReq;
export type AdminDeleteSalesChannelsChannelStockLocationsReq = z.input<
  typeof AdminDeleteSalesChannelsChannelStockLocationsReq
>;

/** v1 answers removing a location from a channel like a delete of the link. */
export const AdminSalesChannelsDeleteLocationRes = z.object({
  id: z.string(),
  object: z.literal('stock-location'),
  deleted: z.literal(true),
});
export type AdminSalesChannelsDeleteLocationRes = z.infer<
  typeof AdminSalesChannelsDeleteLocationRes
>;
