import type { ShippingOption } from '@storedesk/contract';
import type { TFunction } from 'i18next';
import { formatMoney } from '@/routes/pricing/common/money';

/** "€4.90", "Free" or "Calculated at checkout": an option's price in the region's currency. */
export function priceText(
  option: Pick<ShippingOption, 'price_type' | 'amount'>,
  currencyCode: string,
  locale: string,
  t: TFunction<'shipping'>,
): string {
  if (option.price_type === 'calculated') return t('price.calculated');
  if (!option.amount) return t('price.free');
  return formatMoney(option.amount, currencyCode, locale);
}

/** "From €50.00", "Below €20.00", "€10.00 to €50.00" or nothing: when an option is offered. */
export function requirementText(
  option: Pick<ShippingOption, 'requirements'>,
  currencyCode: string,
  locale: string,
  t: TFunction<'shipping'>,
): string | null {
  const amountOf = (type: 'min_subtotal' | 'max_subtotal') =>
    option.requirements?.find((requirement) => requirement.type === type)?.amount;
  const min = amountOf('min_subtotal');
  const max = amountOf('max_subtotal');
  const money = (amount: number) => formatMoney(amount, currencyCode, locale);
  if (min !== undefined && max !== undefined) {
    return t('requirements.between', { min: money(min), max: money(max) });
  }
  if (min !== undefined) return t('requirements.min', { amount: money(min) });
  if (max !== undefined) return t('requirements.max', { amount: money(max) });
  return null;
}
