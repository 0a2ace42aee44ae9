/**
 * Money helpers (SPEC point 9). Amounts are integers in minor units (cents); zero-decimal
 * currencies (krw, jpy, vnd) have no minor unit. Taxes are added by default.
 */

/** Currencies whose amounts are already whole units (divided by 1, not 100). */
export const ZERO_DECIMAL_CURRENCIES: readonly string[] = ['krw', 'jpy', 'vnd'];

export const DEFAULT_LOCALE = 'en-US';

/** The part of a region money needs: its currency and tax rate in percent. */
export interface MoneyRegion {
  currency_code?: string | null;
  tax_rate?: number | null;
}

export interface MoneyAmount {
  currency_code: string;
  amount: number;
}

/** The part of a variant money needs. */
export interface PricedVariant {
  prices?: readonly MoneyAmount[] | null;
}

export interface FormatOptions {
  /** Default `en-US`. */
  locale?: string;
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

export interface ComputeAmountInput {
  /** Minor units. */
  amount: number;
  region?: MoneyRegion | null;
  /** Used when no region is given (then no tax applies). */
  currency_code?: string | null;
  /** Add `amount * tax_rate / 100`; default true. */
  includeTaxes?: boolean;
}

export type FormatAmountInput = ComputeAmountInput & FormatOptions;

export interface VariantPriceInput extends FormatOptions {
  variant: PricedVariant | null | undefined;
  region: MoneyRegion | null | undefined;
  includeTaxes?: boolean;
}

export function isZeroDecimalCurrency(currencyCode: string | null | undefined): boolean {
  return currencyCode != null && ZERO_DECIMAL_CURRENCIES.includes(currencyCode.toLowerCase());
}

/** Minor units to major units in the currency, with the region's tax added unless told not. */
export function computeAmount({
  amount,
  region,
  currency_code,
  includeTaxes = true,
}: ComputeAmountInput): number {
  const currency = region?.currency_code ?? currency_code;
  const taxRate = includeTaxes ? (region?.tax_rate ?? 0) : 0;
  // amount * (1 + rate/100) / divisor as one division of whole numbers, so the result is the
  // nearest double (1000 at 10 % is 11, not 11.000000000000002).
  const divisor = isZeroDecimalCurrency(currency) ? 1 : 100;
  return (amount * (100 + taxRate)) / (100 * divisor);
}

/** Minor units as display text in the region's (or given) currency, e.g. `$11.00`. */
export function formatAmount({
  locale = DEFAULT_LOCALE,
  minimumFractionDigits,
  maximumFractionDigits,
  ...input
}: FormatAmountInput): string {
  const value = computeAmount(input);
  return toLocaleCurrency(value, input.region?.currency_code ?? input.currency_code, {
    locale,
    minimumFractionDigits,
    maximumFractionDigits,
  });
}

/** The variant's price (minor units) in the region's currency; 0 when it has none. */
export function getVariantPrice(
  variant: PricedVariant | null | undefined,
  region: MoneyRegion | null | undefined,
): number {
  const currency = region?.currency_code?.toLowerCase();
  if (!currency) return 0;
  const price = variant?.prices?.find((p) => p.currency_code?.toLowerCase() === currency);
  return price?.amount ?? 0;
}

/** The variant's price in major units, with the region's tax unless told not. */
export function computeVariantPrice({
  variant,
  region,
  includeTaxes = true,
}: Omit<VariantPriceInput, keyof FormatOptions>): number {
  return computeAmount({ amount: getVariantPrice(variant, region), region, includeTaxes });
}

/** The variant's price in the region, as display text. */
export function formatVariantPrice({
  variant,
  region,
  includeTaxes = true,
  ...format
}: VariantPriceInput): string {
  return formatAmount({
    amount: getVariantPrice(variant, region),
    region,
    includeTaxes,
    ...format,
  });
}

function toLocaleCurrency(
  value: number,
  currencyCode: string | null | undefined,
  { locale, minimumFractionDigits, maximumFractionDigits }: FormatOptions,
): string {
  // Without a currency there is nothing to format with; show the number as it is.
  if (!currencyCode) return value.toString();
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currencyCode,
    minimumFractionDigits,
    maximumFractionDigits,
  }).format(value);
}
