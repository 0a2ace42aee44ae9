import type { StockLocation } from '@storedesk/contract';
import type { CountryNames } from './country-names';

/** A location's address on one line: street, postal code and city, country (by its name). */
export function addressLine(location: StockLocation, names: CountryNames): string {
  const address = location.address;
  if (!address) return '';
  const town = [address.postal_code, address.city].filter(Boolean).join(' ');
  const country = address.country_code ? names.country(address.country_code) : '';
  return [address.address_1, address.address_2, town, address.province, country]
    .filter(Boolean)
    .join(', ');
}
