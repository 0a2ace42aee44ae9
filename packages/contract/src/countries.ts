import { z } from 'zod';

/**
 * An ISO 3166-1 country as Medusa v1 answers it, with the region of the store that sells to it
 * (a country belongs to at most one region of a store).
 */
export const Country = z.object({
  /** The ISO numeric code, a number as v1 clients expect. */
  id: z.number().int(),
  iso_2: z.string(),
  iso_3: z.string(),
  num_code: z.number().int(),
  /** Upper-case English name (`UNITED STATES`). */
  name: z.string(),
  /** English name for display (`United States`); the admin shows its own translation. */
  display_name: z.string(),
  region_id: z.string().nullable(),
});
export type Country = z.infer<typeof Country>;

/** A two-letter ISO 3166-1 code, read case-insensitively (`DE` is `de`). */
export const CountryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, { message: 'must be a two-letter ISO 3166-1 country code such as de' })
  .transform((code) => code.toLowerCase());

/**
 * `GET /admin/countries` (a Storedesk extra for the admin's country picker): every ISO country,
 * with the id of this store's region that holds it, or null.
 */
export const AdminCountriesListRes = z.object({ countries: z.array(Country) });
export type AdminCountriesListRes = z.infer<typeof AdminCountriesListRes>;
