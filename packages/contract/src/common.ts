import { z } from 'zod';

/** ISO 8601 timestamp as it travels on the wire. */
export const Timestamp = z.string();

export const Metadata = z.record(z.string(), z.unknown()).nullable();

/**
 * `created_at`, `updated_at` and `deleted_at` as nearly every entity answers them, to spread
 * after its `id` (the server writes them with platform/dates.ts `timestamps(row)`).
 */
export const Timestamps = {
  created_at: Timestamp,
  updated_at: Timestamp,
  deleted_at: Timestamp.nullable(),
};

/** `{ id, object, deleted }`, the Medusa v1 answer to a DELETE. */
export const DeleteRes = z.object({
  id: z.string(),
  object: z.string(),
  deleted: z.literal(true),
});
export type DeleteRes = z.infer<typeof DeleteRes>;

/** Query parameters shared by every list: paging, relations, field selection, sort, search. */
export const ListParams = z.object({
  limit: z.coerce.number().int().min(0).max(1000).optional(),
  offset: z.coerce.number().int().min(0).optional(),
  expand: z.string().optional(),
  fields: z.string().optional(),
  order: z.string().optional(),
  q: z.string().optional(),
});
export type ListParams = z.infer<typeof ListParams>;

export const Paging = {
  count: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
};

export const IdParams = z.object({ id: z.string().min(1) });
export type IdParams = z.infer<typeof IdParams>;

/** A basic address: something@domain.tld with a top-level domain of 2 to 4 letters (SPEC point 5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/;

export const Email = z
  .string()
  .trim()
  .regex(EMAIL_PATTERN, { message: 'must be a valid email address' })
  .transform((value) => value.toLowerCase());

export const PASSWORD_MIN_LENGTH = 6;
export const Password = z.string().min(PASSWORD_MIN_LENGTH).max(256);

/** A query parameter given once (`?id=a`) or repeated (`?id=a&id=b`), always read as a list. */
export const oneOrMany = <T extends z.ZodType>(item: T) =>
  z.union([item, z.array(item)]).transform((value) => (Array.isArray(value) ? value : [value]));

/** A list parameter that also accepts one comma-separated value (`?tags=a,b`). */
export const idList = z.union([z.string(), z.array(z.string())]).transform((value) =>
  (Array.isArray(value) ? value : [value])
    .flatMap((entry) => entry.split(','))
    .map((entry) => entry.trim())
    .filter(Boolean),
);

/** A handle: lowercase letters, digits and dashes, as it appears in a storefront URL. */
export const Handle = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    message: 'must be lowercase letters, digits and single dashes (for example summer-sale)',
  });

/** `?is_active=true` style booleans in a query string. */
export const QueryBoolean = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((value) => value === true || value === 'true');

/** `created_at[gt]=2026-10-21T00:00:00Z` and friends: a date range filter on a list. */
export const DateFilter = z.strictObject({
  lt: z.iso.datetime({ offset: true }).optional(),
  gt: z.iso.datetime({ offset: true }).optional(),
  lte: z.iso.datetime({ offset: true }).optional(),
  gte: z.iso.datetime({ offset: true }).optional(),
});
export type DateFilter = z.infer<typeof DateFilter>;
