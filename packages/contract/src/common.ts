import { z } from 'zod';

/** ISO 8601 timestamp as it travels on the wire. */
export const Timestamp = z.string();

export const Metadata = z.record(z.string(), z.unknown()).nullable();

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
