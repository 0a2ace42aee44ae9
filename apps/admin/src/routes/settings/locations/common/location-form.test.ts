import { describe, expect, it } from 'vitest';
import { LocationForm, emptyLocation, toCreateBody, toLocationBody } from './location-form-modal';

describe('the location form', () => {
  it('sends no address when every address box is empty', () => {
    const values = LocationForm.parse({ ...emptyLocation, name: ' Back room ' });
    expect(toCreateBody(values)).toEqual({ name: 'Back room' });
    // An update clears the address the location had.
    expect(toLocationBody(values)).toEqual({ name: 'Back room', address: null });
  });

  it('sends the whole address, empty optional boxes as null', () => {
    const values = LocationForm.parse({
      ...emptyLocation,
      name: 'Hamburg',
      address_1: 'Hafenstraße 7',
      city: 'Hamburg',
      country_code: 'de',
    });
    expect(toCreateBody(values)).toEqual({
      name: 'Hamburg',
      address: {
        address_1: 'Hafenstraße 7',
        address_2: null,
        company: null,
        city: 'Hamburg',
        postal_code: null,
        province: null,
        country_code: 'de',
        phone: null,
      },
    });
  });

  it('needs the first line and the country once any part of the address is given', () => {
    const result = LocationForm.safeParse({ ...emptyLocation, name: 'X', city: 'Paris' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'address_1',
      'country_code',
    ]);
    expect(LocationForm.safeParse({ ...emptyLocation, name: '' }).success).toBe(false);
  });
});
