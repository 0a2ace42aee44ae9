import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eligible } from './shipping-requirements.js';

const option = (...requirements: { type: 'min_subtotal' | 'max_subtotal'; amount: number }[]) => ({
  requirements,
});

describe('eligible', () => {
  it('offers an option without requirements to every cart', () => {
    expect(eligible(option(), 0)).toBe(true);
    expect(eligible(option(), 1_000_000)).toBe(true);
  });

  it('meets a minimum subtotal from the amount on (free over €50)', () => {
    const freeOver50 = option({ type: 'min_subtotal', amount: 5000 });
    expect(eligible(freeOver50, 4999)).toBe(false);
    expect(eligible(freeOver50, 5000)).toBe(true);
    expect(eligible(freeOver50, 5001)).toBe(true);
  });

  it('meets a maximum subtotal only below the amount', () => {
    const small = option({ type: 'max_subtotal', amount: 5000 });
    expect(eligible(small, 4999)).toBe(true);
    expect(eligible(small, 5000)).toBe(false);
  });

  it('needs every requirement met: a band from min (included) to max (excluded)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 0, max: 300_000 }),
        (min, width, subtotal) => {
          const band = option(
            { type: 'min_subtotal', amount: min },
            { type: 'max_subtotal', amount: min + width },
          );
          expect(eligible(band, subtotal)).toBe(subtotal >= min && subtotal < min + width);
        },
      ),
    );
  });
});
