import { describe, expect, it } from 'vitest';
import { intlLanguage } from './display-names';
import { RegionForm, toRegionBody } from './region-form-modal';

const values = {
  name: 'Europe',
  currency_code: 'EUR',
  tax_rate: '19',
  tax_code: '',
  includes_tax: false,
  automatic_taxes: true,
  gift_cards_taxable: true,
  countries: ['DE', 'fr'],
  payment_providers: ['manual'],
  fulfillment_providers: ['manual'],
};

describe('region form', () => {
  it('reads the tax rate as the user types it, with a point or a comma', () => {
    expect(RegionForm.parse(values).tax_rate).toBe(19);
    expect(RegionForm.parse({ ...values, tax_rate: ' 7,5 ' }).tax_rate).toBe(7.5);
    expect(RegionForm.parse({ ...values, tax_rate: '20.125' }).tax_rate).toBe(20.125);
    for (const bad of ['', 'abc', '101', '-1', '1.2345', '19%']) {
      expect(RegionForm.safeParse({ ...values, tax_rate: bad }).success, bad).toBe(false);
    }
  });

  it('sends codes as the API wants them and no tax code as null', () => {
    const body = toRegionBody(RegionForm.parse(values));
    expect(body).toMatchObject({
      currency_code: 'eur',
      countries: ['de', 'fr'],
      tax_rate: 19,
      tax_code: null,
    });
    expect(toRegionBody(RegionForm.parse({ ...values, tax_code: ' VAT ' })).tax_code).toBe('VAT');
  });

  it('refuses an empty name and a country code that is not ISO alpha-2', () => {
    expect(RegionForm.safeParse({ ...values, name: ' ' }).success).toBe(false);
    expect(RegionForm.safeParse({ ...values, countries: ['deu'] }).success).toBe(false);
  });
});

describe('intlLanguage', () => {
  it('gives Intl the language the interface shows (tm is Tamil, ta)', () => {
    expect(intlLanguage('tm')).toBe('ta');
    expect(intlLanguage('de')).toBe('de');
    expect(intlLanguage('pt-BR')).toBe('pt');
    expect(intlLanguage('')).toBe('en');
    expect(new Intl.DisplayNames([intlLanguage('de')], { type: 'region' }).of('FR')).toBe(
      'Frankreich',
    );
  });
});
