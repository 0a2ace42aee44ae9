import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calculateLineTax,
  divideRounded,
  sumLineTaxes,
  type ApplicableRate,
} from './tax-calculation.js';

/** A rate as the tables hold it: 0 to 100 percent with up to three decimals. */
const rateArb = fc.integer({ min: 0, max: 100_000 }).map((thousandths) => thousandths / 1000);
const ratesArb = fc.array(
  rateArb.map((rate): ApplicableRate => ({ rate, name: 'rate', code: null })),
  { maxLength: 4 },
);
const lineArb = fc.record({
  unitPrice: fc.integer({ min: 0, max: 10_000_000 }),
  quantity: fc.integer({ min: 1, max: 1000 }),
});

/** The exact tax as a fraction, to compare the rounded amount with (within half a unit). */
function exactTax(amount: number, combinedRate: number, includesTax: boolean): number {
  return includesTax
    ? (amount * combinedRate) / (100 + combinedRate)
    : (amount * combinedRate) / 100;
}

const combined = (rates: ApplicableRate[]) => rates.reduce((sum, rate) => sum + rate.rate, 0);

describe('line tax, prices without tax', () => {
  it('adds tax within half a minor unit of the exact amount, and total = net + tax', () => {
    fc.assert(
      fc.property(lineArb, ratesArb, (line, rates) => {
        const result = calculateLineTax({ ...line, includesTax: false }, rates);
        const amount = line.unitPrice * line.quantity;
        expect(result.amount).toBe(amount);
        expect(result.net).toBe(amount);
        expect(result.total).toBe(result.net + result.tax);
        expect(Math.abs(result.tax - exactTax(amount, combined(rates), false))).toBeLessThanOrEqual(
          0.5 + 1e-6,
        );
      }),
    );
  });

  it('rounds halves away from zero, per line and not per unit', () => {
    // 0.99 at 50 % is 0.495: rounds to 0.50; three units of 0.33 are taxed once on 0.99.
    expect(calculateLineTax({ unitPrice: 99, quantity: 1, includesTax: false }, [r(50)]).tax).toBe(
      50,
    );
    expect(calculateLineTax({ unitPrice: 33, quantity: 3, includesTax: false }, [r(19)]).tax).toBe(
      19,
    );
    // Per unit it would have been 3 × round(6.27) = 18.
    expect(divideRounded(-5n, 2n)).toBe(-3n);
    expect(divideRounded(5n, 2n)).toBe(3n);
    expect(divideRounded(4n, 2n)).toBe(2n);
  });

  it('is exact where floating point is not', () => {
    // 4.6 % of 7.50 is exactly 0.345 → 0.35, but 750 * 4.6 / 100 is 34.49999999999999 in
    // floating point, which Math.round would take to 0.34.
    expect((750 * 4.6) / 100).toBeLessThan(34.5);
    expect(
      calculateLineTax({ unitPrice: 750, quantity: 1, includesTax: false }, [r(4.6)]).tax,
    ).toBe(35);
    expect(
      calculateLineTax({ unitPrice: 2_500, quantity: 1, includesTax: false }, [r(1.38)]).tax,
    ).toBe(35);
  });

  it('shares the tax between several rates so they add up to the line tax', () => {
    fc.assert(
      fc.property(lineArb, ratesArb, fc.boolean(), (line, rates, includesTax) => {
        const result = calculateLineTax({ ...line, includesTax }, rates);
        expect(result.lines).toHaveLength(rates.length);
        expect(result.lines.reduce((sum, taxLine) => sum + taxLine.amount, 0)).toBe(
          rates.length === 0 ? 0 : result.tax,
        );
        for (const taxLine of result.lines) expect(taxLine.amount).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('is monotonic: a dearer line never pays less tax', () => {
    fc.assert(
      fc.property(
        lineArb,
        fc.integer({ min: 0, max: 1000 }),
        rateArb,
        fc.boolean(),
        (line, more, rate, includesTax) => {
          const cheaper = calculateLineTax({ ...line, includesTax }, [r(rate)]);
          const dearer = calculateLineTax(
            { ...line, unitPrice: line.unitPrice + more, includesTax },
            [r(rate)],
          );
          expect(dearer.tax).toBeGreaterThanOrEqual(cheaper.tax);
        },
      ),
    );
  });
});

describe('line tax, prices that include tax', () => {
  it('takes the tax out of the price: net + tax is exactly what the shopper pays', () => {
    fc.assert(
      fc.property(lineArb, ratesArb, (line, rates) => {
        const result = calculateLineTax({ ...line, includesTax: true }, rates);
        const amount = line.unitPrice * line.quantity;
        expect(result.total).toBe(amount);
        expect(result.net + result.tax).toBe(amount);
        expect(Math.abs(result.tax - exactTax(amount, combined(rates), true))).toBeLessThanOrEqual(
          0.5 + 1e-6,
        );
      }),
    );
  });

  it('agrees with exclusive pricing both ways, to the minor unit', () => {
    fc.assert(
      fc.property(lineArb, rateArb, (line, rate) => {
        // A net price taxed on top, then read back as a price that includes tax, gives the
        // same net within one unit (each way rounds once).
        const exclusive = calculateLineTax({ ...line, includesTax: false }, [r(rate)]);
        const inclusive = calculateLineTax(
          { unitPrice: exclusive.total, quantity: 1, includesTax: true },
          [r(rate)],
        );
        expect(inclusive.total).toBe(exclusive.total);
        expect(Math.abs(inclusive.net - exclusive.net)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('knows the usual examples', () => {
    // 119.00 including 19 % is 100.00 + 19.00; 10.00 including 20 % is 8.33 + 1.67.
    expect(
      calculateLineTax({ unitPrice: 11_900, quantity: 1, includesTax: true }, [r(19)]),
    ).toMatchObject({ net: 10_000, tax: 1_900, total: 11_900 });
    expect(
      calculateLineTax({ unitPrice: 1_000, quantity: 1, includesTax: true }, [r(20)]),
    ).toMatchObject({ net: 833, tax: 167, total: 1_000 });
  });
});

describe('discounts and sums', () => {
  it('taxes the line after its discount', () => {
    const result = calculateLineTax(
      { unitPrice: 2_000, quantity: 2, discount: 1_000, includesTax: false },
      [r(25)],
    );
    expect(result).toMatchObject({ amount: 3_000, net: 3_000, tax: 750, total: 3_750 });
  });

  it('sums lines without rounding again', () => {
    const lines = [
      calculateLineTax({ unitPrice: 33, quantity: 1, includesTax: false }, [r(19)]),
      calculateLineTax({ unitPrice: 33, quantity: 1, includesTax: false }, [r(19)]),
      calculateLineTax({ unitPrice: 33, quantity: 1, includesTax: false }, [r(19)]),
    ];
    // Each line rounds 6.27 to 6: the order pays 18, not round(18.81) = 19.
    expect(sumLineTaxes(lines)).toEqual({ net: 99, tax: 18, total: 117 });
  });

  it('refuses amounts that are not whole minor units and negative rates', () => {
    expect(() => calculateLineTax({ unitPrice: 1.5, quantity: 1, includesTax: false }, [])).toThrow(
      /whole number/,
    );
    expect(() =>
      calculateLineTax({ unitPrice: 1, quantity: 1, includesTax: false }, [r(-1)]),
    ).toThrow(/rate/);
  });
});

function r(rate: number): ApplicableRate {
  return { rate, name: `${rate} %`, code: null };
}
