import { describe, expect, it } from 'vitest';
import { isPriceListLive, pickPrice, type PriceCandidate, type PricePriceList } from './pricing.js';

const now = new Date('2026-06-15T12:00:00Z');

const own = (amount: number, extra: Partial<PriceCandidate> = {}): PriceCandidate => ({
  amount,
  currency_code: 'usd',
  region_id: null,
  min_quantity: null,
  max_quantity: null,
  price_list_id: null,
  ...extra,
});

const list = (overrides: Partial<PricePriceList> = {}): PricePriceList => ({
  type: 'sale',
  status: 'active',
  starts_at: null,
  ends_at: null,
  ...overrides,
});

const inList = (
  id: string,
  amount: number,
  priceList: PricePriceList,
  extra: Partial<PriceCandidate> = {},
): PriceCandidate => own(amount, { price_list_id: id, price_list: priceList, ...extra });

describe('pickPrice', () => {
  it('answers the own price as original and calculated when no list applies', () => {
    expect(
      pickPrice([own(1000), own(900, { currency_code: 'eur' })], { currencyCode: 'usd', now }),
    ).toEqual({
      original: 1000,
      calculated: 1000,
      type: 'default',
    });
  });

  it('answers nulls when nothing is priced for the place', () => {
    expect(pickPrice([own(1000)], { currencyCode: 'eur', now })).toEqual({
      original: null,
      calculated: null,
      type: null,
    });
    expect(pickPrice([], { now })).toEqual({ original: null, calculated: null, type: null });
  });

  it('prefers the region price over the currency price, and ignores other regions', () => {
    const prices = [
      own(1000),
      own(1200, { region_id: 'reg_us' }),
      own(500, { region_id: 'reg_other' }),
    ];
    expect(pickPrice(prices, { regionId: 'reg_us', currencyCode: 'usd', now })).toEqual({
      original: 1200,
      calculated: 1200,
      type: 'default',
    });
    expect(pickPrice(prices, { regionId: 'reg_ca', currencyCode: 'USD', now }).original).toBe(1000);
  });

  it('takes a live sale price only when it is lower than the own price', () => {
    const sale = list();
    expect(pickPrice([own(1000), inList('pl_1', 800, sale)], { currencyCode: 'usd', now })).toEqual(
      {
        original: 1000,
        calculated: 800,
        type: 'sale',
      },
    );
    expect(
      pickPrice([own(1000), inList('pl_1', 1100, sale)], { currencyCode: 'usd', now }),
    ).toEqual({
      original: 1000,
      calculated: 1000,
      type: 'default',
    });
    expect(
      pickPrice([own(1000), inList('pl_1', 900, sale), inList('pl_2', 700, list())], {
        currencyCode: 'usd',
        now,
      }).calculated,
    ).toBe(700);
  });

  it('ignores draft, deleted, not yet started and ended lists', () => {
    const dead = [
      list({ status: 'draft' }),
      list({ deleted_at: '2026-06-01T00:00:00Z' }),
      list({ starts_at: '2026-06-16T00:00:00Z' }),
      list({ ends_at: new Date('2026-06-15T12:00:00Z') }),
    ];
    for (const [index, priceList] of dead.entries()) {
      expect(
        pickPrice([own(1000), inList(`pl_${index}`, 1, priceList)], { currencyCode: 'usd', now }),
      ).toEqual({ original: 1000, calculated: 1000, type: 'default' });
    }
    const inDate = list({ starts_at: '2026-06-01T00:00:00Z', ends_at: '2026-07-01T00:00:00Z' });
    expect(
      pickPrice([own(1000), inList('pl_1', 600, inDate)], { currencyCode: 'usd', now }).type,
    ).toBe('sale');
  });

  it('lets a live override price win outright, even above the own and sale prices', () => {
    const prices = [
      own(1000),
      inList('pl_sale', 500, list()),
      inList('pl_override', 1500, list({ type: 'override' })),
    ];
    expect(pickPrice(prices, { currencyCode: 'usd', now })).toEqual({
      original: 1000,
      calculated: 1500,
      type: 'override',
    });
    const expired = [
      own(1000),
      inList('pl_o', 1500, list({ type: 'override', ends_at: '2026-01-01T00:00:00Z' })),
    ];
    expect(pickPrice(expired, { currencyCode: 'usd', now }).type).toBe('default');
  });

  it('applies quantity ranges; without a quantity, one is bought', () => {
    const prices = [
      own(1000),
      own(900, { min_quantity: 10 }),
      inList('pl_1', 850, list(), { min_quantity: 20, max_quantity: 50 }),
    ];
    expect(pickPrice(prices, { currencyCode: 'usd', now })).toEqual({
      original: 1000,
      calculated: 1000,
      type: 'default',
    });
    expect(pickPrice(prices, { currencyCode: 'usd', quantity: 10, now })).toEqual({
      original: 1000,
      calculated: 900,
      type: 'default',
    });
    expect(pickPrice(prices, { currencyCode: 'usd', quantity: 20, now }).type).toBe('sale');
    expect(pickPrice(prices, { currencyCode: 'usd', quantity: 51, now }).calculated).toBe(900);
  });

  it('uses a list region price over the same list currency price', () => {
    const sale = list();
    const prices = [
      own(1000),
      inList('pl_1', 700, sale),
      inList('pl_1', 950, sale, { region_id: 'reg_us' }),
    ];
    expect(pickPrice(prices, { regionId: 'reg_us', currencyCode: 'usd', now }).calculated).toBe(
      950,
    );
  });

  it('never uses a list price whose list was not given', () => {
    expect(
      pickPrice([own(1000), own(1, { price_list_id: 'pl_unknown' })], { currencyCode: 'usd', now }),
    ).toEqual({ original: 1000, calculated: 1000, type: 'default' });
  });
});

describe('isPriceListLive', () => {
  it('starts inclusive and ends exclusive', () => {
    expect(isPriceListLive(list({ starts_at: now }), now)).toBe(true);
    expect(isPriceListLive(list({ ends_at: now }), now)).toBe(false);
  });
});
