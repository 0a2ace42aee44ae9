import { AdminPostPriceListsPriceListReq } from '@storedesk/contract';
import { z } from 'zod';

// The contract's create body carries a refinement (ends after starts), so `pick` is not allowed
// on it; the form takes the contract's own field schemas from its shape instead.
const { name, description, type, status } = AdminPostPriceListsPriceListReq.shape;

/** The `pricing` keys of the form's messages, by field. */
export const FIELD_MESSAGES = {
  name: 'errors.name',
  description: 'errors.description',
  ends_at: 'errors.endsAt',
} as const;

/** A `datetime-local` value (`2030-03-04T10:00`, the browser's time zone) or empty. */
const LocalDate = z.string().refine((value) => value === '' || !Number.isNaN(Date.parse(value)));

const endsAfterStarts = (values: { starts_at: string; ends_at: string }) =>
  !values.starts_at ||
  !values.ends_at ||
  new Date(values.ends_at).getTime() > new Date(values.starts_at).getTime();

/** Details of a price list: type, name, description, status. */
export const PriceListDetails = z.object({
  type: type.unwrap(),
  name,
  description,
  status: status.unwrap(),
});

/** When a price list applies; both ends are optional, but it must end after it starts. */
export const PriceListDates = z
  .object({ starts_at: LocalDate, ends_at: LocalDate })
  .refine(endsAfterStarts, { path: ['ends_at'] });

/** Everything the details form edits (create wizard steps 1–2 and the detail page's editor). */
export const PriceListForm = PriceListDetails.extend({
  starts_at: LocalDate,
  ends_at: LocalDate,
}).refine(endsAfterStarts, { path: ['ends_at'] });
export type PriceListFormValues = z.input<typeof PriceListForm>;

/** The request fields of the form's values (trimmed texts, ISO times or `null`). */
export function toPriceListBody(values: PriceListFormValues) {
  return {
    type: values.type,
    name: values.name.trim(),
    description: values.description.trim(),
    status: values.status,
    starts_at: localToIso(values.starts_at),
    ends_at: localToIso(values.ends_at),
  };
}

/** A `datetime-local` value as the API's ISO time; empty is `null` (no start or end). */
export function localToIso(value: string): string | null {
  return value ? new Date(value).toISOString() : null;
}

/** An ISO time as a `datetime-local` value in the browser's time zone. */
export function isoToLocal(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
