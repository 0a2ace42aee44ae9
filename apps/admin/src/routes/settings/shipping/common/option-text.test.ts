import { describe, expect, it } from 'vitest';
import { i18next } from '@/test/i18n';
import { priceText, requirementText } from './option-text';

const t = i18next.getFixedT('en', 'shipping');

describe('option texts', () => {
  it('words the price: free, calculated, or money in the currency', () => {
    expect(priceText({ price_type: 'flat_rate', amount: 490 }, 'eur', 'en', t)).toBe('€4.90');
    expect(priceText({ price_type: 'flat_rate', amount: 0 }, 'eur', 'en', t)).toBe('Free');
    expect(priceText({ price_type: 'calculated', amount: null }, 'eur', 'en', t)).toBe(
      'Calculated at checkout',
    );
    expect(priceText({ price_type: 'flat_rate', amount: 1500 }, 'jpy', 'en', t)).toBe('¥1,500');
  });

  it('words the requirements: from a minimum, below a maximum, or between both', () => {
    const requirement = (type: 'min_subtotal' | 'max_subtotal', amount: number) => ({
      id: `sor_${type}`,
      shipping_option_id: 'so_1',
      type,
      amount,
      deleted_at: null,
    });
    expect(requirementText({ requirements: [] }, 'eur', 'en', t)).toBeNull();
    expect(
      requirementText({ requirements: [requirement('min_subtotal', 5000)] }, 'eur', 'en', t),
    ).toBe('Orders of €50.00 or more');
    expect(
      requirementText({ requirements: [requirement('max_subtotal', 2000)] }, 'eur', 'en', t),
    ).toBe('Orders under €20.00');
    expect(
      requirementText(
        { requirements: [requirement('max_subtotal', 20000), requirement('min_subtotal', 1000)] },
        'eur',
        'en',
        t,
      ),
    ).toBe('Orders from €10.00 to under €200.00');
  });
});
