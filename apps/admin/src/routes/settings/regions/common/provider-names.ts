import type { TFunction } from 'i18next';

const PAYMENT = ['manual', 'test-card', 'stripe'] as const;

/** A payment provider's name: the built-in ones translated, one a deployment added by its id. */
export function paymentProviderName(t: TFunction<'regions'>, id: string): string {
  return (PAYMENT as readonly string[]).includes(id)
    ? t(`providers.names.${id as (typeof PAYMENT)[number]}`)
    : id;
}

/** A fulfilment provider's name: `manual` translated, others by their id. */
export function fulfillmentProviderName(t: TFunction<'regions'>, id: string): string {
  return id === 'manual' ? t('providers.fulfillmentNames.manual') : id;
}
