import type { ReactNode } from 'react';
import { get, type FieldErrors, type UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';
import { TextInput } from '@/components/ui/text-input';
import { SelectField } from './select-field';

export const ADDRESS_FIELDS = [
  'first_name',
  'last_name',
  'company',
  'address_1',
  'address_2',
  'postal_code',
  'city',
  'province',
  'country_code',
  'phone',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Record<AddressField, string>;

/**
 * An address as form text (the contract's longest field is 300 characters; the server names any
 * shorter limit, and its sentence shows under the field).
 */
export const AddressForm = z.object(
  Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, z.string().max(300)])) as Record<
    AddressField,
    z.ZodString
  >,
);

/** How a page names countries (the interface language's names, its collation). */
interface CountryNames {
  country(iso2: string, fallback?: string): string;
  compare(a: string, b: string): number;
}

/**
 * A country select's choices, by name in the interface language, sorted. Each code of `keep`
 * (an address's own country) stays a choice when the list lacks it, so the select shows it.
 */
export function countryChoices(
  list: readonly { iso_2: string; display_name?: string }[],
  keep: readonly (string | null | undefined)[],
  names: CountryNames,
): { code: string; name: string }[] {
  const choices = list.map((country) => ({
    code: country.iso_2,
    name: names.country(country.iso_2, country.display_name),
  }));
  for (const code of keep) {
    if (code && !choices.some((choice) => choice.code === code)) {
      choices.push({ code, name: names.country(code) });
    }
  }
  return choices.sort((a, b) => names.compare(a.name, b.name));
}

/** An address's fields as the form's text, a missing field empty. */
export const addressValues = (
  address: Partial<Record<AddressField, string | null | undefined>> | null | undefined,
): AddressValues =>
  Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, address?.[name] ?? ''])) as AddressValues;

/** The form's text as the address the server takes: trimmed, an empty field null. */
export const addressPayload = (values: AddressValues): Record<AddressField, string | null> =>
  Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, values[name].trim() || null])) as Record<
    AddressField,
    string | null
  >;

export interface AddressFieldsProps {
  legend: ReactNode;
  /** Each field's label, in the caller's namespace. */
  label: (field: AddressField) => string;
  /** `register` of the field under the form's address (`(f) => register(\`shipping_address.${f}\`)`). */
  register: (field: AddressField) => UseFormRegisterReturn;
  /** The errors as the inputs show them (the form's tree, dotted names work). */
  errors: FieldErrors;
  /** The countries to choose from, in the order shown. */
  countries: readonly { code: string; name: string }[];
  /** The empty choice of the country select. */
  noCountry: string;
  /** Fields marked required. */
  required?: readonly AddressField[];
}

/** The fields of one postal address, two columns from `sm` up, for an edit or create form. */
export function AddressFields({
  legend,
  label,
  register,
  errors,
  countries,
  noCountry,
  required = [],
}: AddressFieldsProps) {
  const input = (name: Exclude<AddressField, 'country_code'>, wide = false) => (
    <TextInput
      label={label(name)}
      autoComplete="off"
      required={required.includes(name)}
      className={wide ? 'sm:col-span-2' : ''}
      errors={errors}
      {...register(name)}
    />
  );
  const country = register('country_code');
  return (
    <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-sm font-semibold text-slate-900">{legend}</legend>
      {input('first_name')}
      {input('last_name')}
      {input('company', true)}
      {input('address_1', true)}
      {input('address_2', true)}
      {input('postal_code')}
      {input('city')}
      {input('province')}
      <SelectField
        label={label('country_code')}
        required={required.includes('country_code')}
        error={(get(errors, country.name) as { message?: string } | undefined)?.message}
        {...country}
      >
        <option value="">{noCountry}</option>
        {countries.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </SelectField>
      {input('phone', true)}
    </fieldset>
  );
}
