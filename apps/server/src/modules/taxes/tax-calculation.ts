/**
 * Tax of one priced line (a cart or order line item, or a shipping method), from the rates that
 * apply to it. Pure and exact: amounts are integers in the currency's minor unit, rates are
 * percentages with at most three decimals (the `numeric(6,3)` of the tables), and every division
 * is done on integers, so no floating-point error can move a cent.
 *
 * The rounding rule (documented in docs/taxes-and-shipping.md, "Rounding"):
 * - Tax is worked out per line, on the line's amount after its discount (unit price × quantity −
 *   discount), never per unit: 3 × 0.33 at 19 % is taxed on 0.99, once.
 * - The line's tax is the exact amount rounded to the nearest minor unit, halves away from zero.
 * - With several rates on one line (a state and a city rate, say), the line's tax is rounded once
 *   on the combined rate, and shared between the rates by the largest remainder, so the tax lines
 *   always add up to the line's tax.
 * - A cart's or order's tax is the sum of its lines' taxes; it is never rounded again.
 * - Prices that include tax (the region's or the shipping option's `includes_tax`): the tax is
 *   the part of the amount that is tax, `amount × rate / (100 + rate)`, rounded the same way; the
 *   net is what is left, so net + tax is always exactly the amount the shopper sees.
 */

/** A rate that applies to a line: the region's default, or an override for a product or type. */
export interface ApplicableRate {
  /** Percent, e.g. 19 or 7.25; at most three decimals count. */
  rate: number;
  name: string;
  code: string | null;
}

export interface TaxableLine {
  /** Price of one unit, minor units. Whether it includes tax is `includesTax`. */
  unitPrice: number;
  quantity: number;
  /** Discount on the whole line, minor units, in the same terms as the price (incl. or excl. tax). */
  discount?: number;
  /** True when `unitPrice` (and `discount`) already include the tax. */
  includesTax: boolean;
}

export interface LineTaxLine extends ApplicableRate {
  /** This rate's share of the line's tax, minor units. */
  amount: number;
}

export interface LineTax {
  /** unit price × quantity − discount, as priced (incl. tax when the price includes it). */
  amount: number;
  /** The line's amount without tax. */
  net: number;
  /** Tax of the line: the sum of `lines[].amount`. */
  tax: number;
  /** What the shopper pays for the line: net + tax. */
  total: number;
  lines: LineTaxLine[];
}

/** Rates are kept in thousandths of a percent, so one percent is 1000 and 100 % is 100 000. */
const SCALE = 1000n;
const HUNDRED_PERCENT = 100n * SCALE;

function scaledRate(rate: number): bigint {
  if (!Number.isFinite(rate) || rate < 0) throw new RangeError(`tax rate must be >= 0: ${rate}`);
  return BigInt(Math.round(rate * Number(SCALE)));
}

function minorUnits(value: number, what: string): bigint {
  if (!Number.isSafeInteger(value))
    throw new RangeError(`${what} must be a whole number: ${value}`);
  return BigInt(value);
}

/** numerator / denominator rounded to the nearest integer, halves away from zero. */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('denominator must be positive');
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (2n * magnitude + denominator) / (2n * denominator);
  return negative ? -rounded : rounded;
}

/**
 * Splits `total` between parts in proportion to `weights`: each part gets its floor, and the
 * units left go to the parts with the largest remainders (the earlier part on a tie).
 */
function shareByLargestRemainder(total: bigint, weights: bigint[]): bigint[] {
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0n);
  if (weightSum === 0n) return weights.map(() => 0n);
  const negative = total < 0n;
  const magnitude = negative ? -total : total;
  const shares = weights.map((weight) => (magnitude * weight) / weightSum);
  const remainders = weights.map((weight, index) => ({
    index,
    remainder: (magnitude * weight) % weightSum,
  }));
  let left = magnitude - shares.reduce((sum, share) => sum + share, 0n);
  remainders.sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const { index } of remainders) {
    if (left === 0n) break;
    shares[index] = shares[index]! + 1n;
    left -= 1n;
  }
  return shares.map((share) => (negative ? -share : share));
}

/** The tax of one line under the given rates (see the rounding rule above). */
export function calculateLineTax(line: TaxableLine, rates: readonly ApplicableRate[]): LineTax {
  const unitPrice = minorUnits(line.unitPrice, 'unitPrice');
  const quantity = minorUnits(line.quantity, 'quantity');
  const discount = minorUnits(line.discount ?? 0, 'discount');
  const amount = unitPrice * quantity - discount;
  const scaled = rates.map((rate) => scaledRate(rate.rate));
  const combined = scaled.reduce((sum, rate) => sum + rate, 0n);

  const tax = line.includesTax
    ? divideRounded(amount * combined, HUNDRED_PERCENT + combined)
    : divideRounded(amount * combined, HUNDRED_PERCENT);
  const net = line.includesTax ? amount - tax : amount;
  const shares = shareByLargestRemainder(tax, scaled);

  return {
    amount: Number(amount),
    net: Number(net),
    tax: Number(tax),
    total: Number(net + tax),
    lines: rates.map((rate, index) => ({ ...rate, amount: Number(shares[index]!) })),
  };
}

/** Sums of several lines' taxes (a cart or an order); each line was rounded on its own. */
export function sumLineTaxes(lines: readonly LineTax[]): Pick<LineTax, 'net' | 'tax' | 'total'> {
  return lines.reduce(
    (sum, line) => ({
      net: sum.net + line.net,
      tax: sum.tax + line.tax,
      total: sum.total + line.total,
    }),
    { net: 0, tax: 0, total: 0 },
  );
}
